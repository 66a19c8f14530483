/**
 * The webhook receivers of `npm run bench:webhooks` and the load stack, in a process of their own
 * (as real receivers are; bench/receivers-process.ts starts them): N HTTP servers on loopback
 * answering 200, each noting when each event id first reached it, and a control server that reports
 * those arrivals. Prints one JSON line: the receiver ports and the control port.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const count = Number(process.argv[2] ?? 5);
const arrivals: Array<[string, number, number]> = [];
const seen = new Set<string>();
let requests = 0;

function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

const ports: number[] = [];
for (let index = 0; index < count; index += 1) {
  ports.push(
    await listen((req, res) => {
      req.resume();
      req.on('end', () => {
        requests += 1;
        const key = `${req.headers['webhook-id']}|${index}`;
        if (!seen.has(key)) {
          seen.add(key);
          arrivals.push([String(req.headers['webhook-id']), index, Date.now()]);
        }
        res.writeHead(200).end('ok');
      });
    }),
  );
}
const control = await listen((req, res) => {
  const body = req.url === '/arrivals' ? { requests, arrivals } : { requests, first: arrivals.length };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});
console.log(JSON.stringify({ ports, control }));
