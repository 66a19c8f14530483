/**
 * Clients of an account (docs/portfolio.md): create, list with how many domains each has, rename,
 * remove (its domains stay monitored, unassigned; its scoped webhook endpoints disabled). Other
 * accounts' clients are 404.
 */
import { type ActivityOrigin, recordActivity } from '../../activities/account-activity/record-activity.js';
import { MAX_CLIENTS_PER_ACCOUNT } from '../../core/monitoring/domain-import.js';
import { Client } from '../../db/entities/client.entity.js';
import { ClientAlertPreferencesRow } from '../../db/entities/client-alert-preferences.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export interface ClientWithCount {
  client: Client;
  domainCount: number;
}

export class ClientsService {
  constructor(private readonly ctx: AppContext) {}

  async list(userId: number): Promise<ClientWithCount[]> {
    const clients = await this.ctx.db.manager.find(Client, { where: { userId }, order: { name: 'ASC', id: 'ASC' } });
    const counts = await this.ctx.db.manager
      .createQueryBuilder(MonitoredDomain, 'domain')
      .select('domain.client_id', 'clientId')
      .addSelect('COUNT(*)', 'count')
      .where('domain.user_id = :userId AND domain.client_id IS NOT NULL', { userId })
      .groupBy('domain.client_id')
      .getRawMany<{ clientId: number; count: number | string }>();
    const byId = new Map(counts.map((row) => [Number(row.clientId), Number(row.count)]));
    return clients.map((client) => ({ client, domainCount: byId.get(client.id) ?? 0 }));
  }

  async find(userId: number, id: number): Promise<ClientWithCount> {
    const client = await this.ctx.db.manager.findOneBy(Client, { id, userId });
    if (!client) throw notFound(ERRORS.notFound.client);
    const domainCount = await this.ctx.db.manager.countBy(MonitoredDomain, { userId, clientId: id });
    return { client, domainCount };
  }

  async create(userId: number, rawName: string): Promise<Client> {
    const name = rawName.trim();
    const repo = this.ctx.db.getRepository(Client);
    if ((await repo.countBy({ userId })) >= MAX_CLIENTS_PER_ACCOUNT) {
      throw badRequest(ERRORS.badRequest.clientLimitReached(MAX_CLIENTS_PER_ACCOUNT));
    }
    try {
      return await repo.save(repo.create({ userId, name, createdAt: this.ctx.clock.now() }));
    } catch (error) {
      // The unique (account, name) index decides between two creates at once.
      if (isUniqueViolation(error)) throw badRequest(ERRORS.badRequest.clientNameTaken(name));
      throw error;
    }
  }

  async rename(userId: number, id: number, rawName: string): Promise<ClientWithCount> {
    const found = await this.find(userId, id);
    const name = rawName.trim();
    if (name !== found.client.name) {
      try {
        await this.ctx.db.manager.update(Client, { id }, { name });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest(ERRORS.badRequest.clientNameTaken(name));
        throw error;
      }
    }
    return { ...found, client: { ...found.client, name } as Client };
  }

  /**
   * Its domains stay monitored with no client; its own alert preferences go; its scoped webhook
   * endpoints are disabled (`client_removed`) rather than widened to the whole account, which would
   * send a receiver built for one customer every other customer's events (docs/portfolio.md). Each
   * endpoint so turned off gets a `webhook.updated` entry in the owner's activity log, by whoever
   * removed the client, as a change of that endpoint by hand would.
   */
  async remove(userId: number, id: number, origin: ActivityOrigin): Promise<void> {
    await this.find(userId, id);
    // Explicitly as well as by the foreign keys' SET NULL and CASCADE, so the outcome never rests on the database enforcing them.
    await this.ctx.db.transaction(async (manager) => {
      const now = this.ctx.clock.now();
      const scoped = await manager.find(WebhookEndpoint, {
        select: { id: true, url: true, isActive: true },
        where: { userId, clientId: id },
        order: { id: 'ASC' },
      });
      for (const endpoint of scoped) {
        const changes = endpoint.isActive ? ['client_id', 'is_active'] : ['client_id'];
        const details = { webhook_id: endpoint.id, url: endpoint.url, changes, reason: 'client_removed' };
        await recordActivity(manager, userId, 'webhook.updated', origin, details, now);
      }
      await manager.update(
        WebhookEndpoint,
        { userId, clientId: id },
        { clientId: null, isActive: false, disabledAt: now, disabledReason: 'client_removed', updatedAt: now },
      );
      await manager.delete(ClientAlertPreferencesRow, { userId, clientId: id });
      await manager.update(MonitoredDomain, { userId, clientId: id }, { clientId: null });
      await manager.delete(Client, { id, userId });
    });
  }
}
