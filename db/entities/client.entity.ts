import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAtColumn } from '../columns.js';
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
}
