import { createConnection } from 'node:net';

/**
 * One Redis command over a plain socket, as an inline command (RESP), answered by its first line. Enough for
 * PING and CLIENT PAUSE, without a client library; bounded by `timeoutMs`.
 */
export function redisCommand(url: string, command: string, timeoutMs = 5_000): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    let answer = '';
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () =>
      fail(new Error(`Redis at ${url} did not answer "${command}" in ${timeoutMs} ms`)),
    );
    socket.on('error', fail);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      const end = answer.indexOf('\r\n');
      if (end < 0) return;
      socket.end();
      const line = answer.slice(0, end);
      if (line.startsWith('-')) reject(new Error(`Redis refused "${command}": ${line.slice(1)}`));
      else resolve(line.replace(/^[+:]/, ''));
    });
  });
}
