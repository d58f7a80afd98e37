// What the integration clients' screen and API say (decision 0075). Joined to core/messages.ts.

export const integrationMessages = {
  integrationClientNameTaken: {
    ru: 'Клиент интеграции «{name}» уже есть: выберите другое название',
    kg: '«{name}» интеграция кардары бар: башка аталыш тандаңыз',
    en: 'An integration client named "{name}" exists already: choose another name',
  },
  integrationClientRevoked: {
    ru: 'Клиент интеграции «{name}» уже отозван',
    kg: '«{name}» интеграция кардары мурда эле кайтарылып алынган',
    en: 'The integration client "{name}" is revoked already',
  },
  integrationFacultiesRequired: {
    ru: 'Выберите факультеты, которые клиент может читать, или «Все факультеты»',
    kg: 'Кардар окуй турган факультеттерди же «Бардык факультеттерди» тандаңыз',
    en: 'Choose the faculties the client may read, or "All faculties"',
  },
} as const;
