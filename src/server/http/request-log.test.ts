import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggers, RequestLog } from './request-log';

const capture = () => {
  const lines: string[] = [];
  return { lines, sink: { write: (line: string) => void lines.push(line) } };
};

const answered = (url: string, statusCode: number, elapsedTime: number) => {
  const { lines, sink } = capture();
  const logger = pino({ level: 'info' }, sink);
  const log = lazyChildLoggers(logger, { reqId: 'c0ffee00.1f' }, {});
  const request = { id: 'c0ffee00.1f', method: 'POST', url, log } as unknown as FastifyRequest;
  const reply = { statusCode, elapsedTime, log } as unknown as FastifyReply;
  return { lines, logger, request, reply, requestLog: new RequestLog(logger, sink) };
};

describe('the access line', () => {
  it.each([
    ['/api/v1/auth/check?lang=ru', 200, 0.4321],
    ['/speciality?q="Финансы"\\', 404, 12.06],
  ])('is the line pino writes under the request child: %s', (url, status, elapsed) => {
    const { lines, logger, request, reply, requestLog } = answered(url, status, elapsed);
    requestLog.requestCompleted(null, request, reply);
    const fields = { method: 'POST', url: url.split('?')[0], statusCode: status };
    logger.child({ reqId: request.id }).info({ ...fields, ms: Math.round(elapsed * 10) / 10 }, 'request');
    const [ours, pinos] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(Object.keys(ours ?? {})).toEqual(Object.keys(pinos ?? {}));
    expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(Math.abs(Number(ours?.time) - Number(pinos?.time))).toBeLessThan(1000);
  });

  it('is not written below info; a failed request is logged at error through its child', () => {
    const { lines, logger, request, reply, requestLog } = answered('/api/health', 200, 1);
    logger.level = 'warn';
    requestLog.requestCompleted(null, request, reply);
    expect(lines).toEqual([]);
    requestLog.requestCompleted(new Error('broken'), request, reply);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({ level: 50, reqId: 'c0ffee00.1f', statusCode: 200, msg: 'request failed' });
  });
});

describe("a request's lazy logger", () => {
  it('logs with the request id at and above the level, and nothing below it', () => {
    const { lines, sink } = capture();
    const log = lazyChildLoggers(pino({ level: 'warn' }, sink), { reqId: 'r.1' }, {});
    log.info('not written');
    log.debug({ a: 1 }, 'not written');
    log.warn({ table: 'faculty' }, 'written');
    log.child({ part: 'x' }).error('also written');
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 40, reqId: 'r.1', table: 'faculty', msg: 'written' },
      { level: 50, reqId: 'r.1', part: 'x', msg: 'also written' },
    ]);
    expect(log.level).toBe('warn');
  });
});
