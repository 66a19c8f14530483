import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CreatedAtColumn, TimestampColumn } from '../columns.js';
import { User } from './user.entity.js';

/** A logo as stored: already checked (PNG) or sanitised (SVG), embedded into reports as data. */
export interface StoredLogo {
  content_type: 'image/png' | 'image/svg+xml';
  data_base64: string;
}

/**
 * White-label branding of an account's PDF reports (docs/api-contract.md "Plan gates"; plans with `whiteLabelPdf`).
 * Used for reports rendered after it is set: an issued report never changes (its hash is signed).
 */
@Entity({ name: 'report_branding' })
export class ReportBranding {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_report_branding_user' })
  user?: Relation<User>;

  @Column({ name: 'company_name', type: 'varchar', length: 100 })
  companyName!: string;

  /** `#rrggbb`: the accent colour of the cover and headings. */
  @Column({ name: 'accent_color', type: 'varchar', length: 7 })
  accentColor!: string;

  /** JSON (LONGTEXT on MariaDB) rather than BLOB: a logo may exceed MySQL's 64 KiB BLOB. */
  @Column({ name: 'logo', type: 'json', nullable: true })
  logo!: StoredLogo | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @TimestampColumn('updated_at')
  updatedAt!: Date;
}
