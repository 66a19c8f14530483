/** `npm run lab`: starts the lab for a person and says what runs where. LAB_DNS_PORT picks the port. */
import { startLab } from './start-lab.js';

const lab = await startLab({ dnsPort: Number(process.env.LAB_DNS_PORT ?? 0) });
console.log(`Rampart lab running.
  DNS (UDP+TCP, authoritative): ${lab.dns.address}
  zones: ${lab.zones.map((zone) => zone.origin).join(', ')}

Try:   dig @${lab.dns.host} -p ${lab.dns.port} TXT mail-good.test
Scan against it with SCANNER_DNS_SERVERS=${lab.dns.address} SCANNER_ALLOWED_CIDRS=127.0.0.0/8
Stop with Ctrl-C.`);

const shutdown = async () => {
  await lab.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
