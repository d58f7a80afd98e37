/**
 * Babel drops type-only imports before dependency-cruiser reads the code, so a layer crossed by a type
 * alone would pass lint. Run before the TypeScript preset (build/babel-depcruise.json), which removes them
 * on entering the program, this plugin adds a bare `import 'module'` for each, which the cruiser sees.
 * The output is only read, never run.
 */
module.exports = ({ types: t }) => {
  const typeOnly = (node) =>
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers.length > 0 &&
      node.specifiers.every(
        (specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type',
      ));
  const declaresModule = (node) =>
    (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') && node.source;
  return {
    name: 'keep-type-imports',
    visitor: {
      Program(path) {
        const kept = path.node.body
          .filter((node) => declaresModule(node) && typeOnly(node))
          .map((node) => t.importDeclaration([], t.stringLiteral(node.source.value)));
        path.node.body.unshift(...kept);
      },
    },
  };
};
