import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ClientReportFrequency } from '../../core/monitoring/client-reports.js';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/**
 * A client of an MSP account (docs/portfolio.md): a name that groups monitored domains. A domain
 * belongs to at most one client; removing the client leaves its domains monitored, unassigned.
 */
@Entity({ name: 'clients' })
@Index('uq_clients_user_id_name', ['userId', 'name'], { unique: true })
export class Client {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_clients_user' })
  user?: Relation<User>;

  @Column({ name: 'name', type: 'varchar', length: 120 })
  name!: string;

  @CreatedAtColumn()
  createdAt!: Date;

  /** Scheduled reports (docs/portfolio.md): null is `off`, as for clients made before reports existed. */
  @Column({ name: 'report_frequency', type: 'varchar', length: 8, nullable: true })
  reportFrequency!: Exclude<ClientReportFrequency, 'off'> | null;

  /** Where the reports are mailed: validated single addresses, at most MAX_CLIENT_REPORT_RECIPIENTS. */
  @Column({ name: 'report_recipients', type: 'json', nullable: true })
  reportRecipients!: string[] | null;

  /**
   * When the current frequency was set: the sweep reports only periods that ended after it, so
   * turning reports on does not mail a report for a period nobody asked about.
   */
  @TimestampColumn('reports_since', { nullable: true })
  reportsSince!: Date | null;
}
