import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MonitoredDomain } from './monitored-domain.entity.js';

/**
 * One tag of a monitored domain (docs/portfolio.md). `user_id` is the domain's account, kept here so
 * "the account's domains with tag t" is one indexed read.
 */
@Entity({ name: 'domain_tags' })
@Index('uq_domain_tags_domain_id_tag', ['domainId', 'tag'], { unique: true })
@Index('ix_domain_tags_user_id_tag', ['userId', 'tag'])
export class DomainTag {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'domain_id', type: 'integer' })
  domainId!: number;

  @ManyToOne(() => MonitoredDomain, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'domain_id', foreignKeyConstraintName: 'fk_domain_tags_domain' })
  domain?: Relation<MonitoredDomain>;

  @Column({ name: 'tag', type: 'varchar', length: 40 })
  tag!: string;
}
