import type { StaffStatus } from 'shared-data/contract';
import { sql, type Updateable } from 'kysely';
import type { Executor } from '../core/database';
import type { ImageRef } from '../core/images';
import type { StaffTable } from '../core/tables';
import {
  columnContains,
  containsPattern,
  imageRef,
  imageRefOf,
  newId,
  type PageWindow,
  type RowPage,
} from './common';

/** What a page of staff is narrowed to: a status, text in the name or role (and the email). */
export interface StaffFilter {
  status?: StaffStatus;
  /** Only ACTIVE accounts: what someone who is not an administrator may see. */
  activeOnly?: boolean;
  search?: string;
  /** The search also looks at the email (administrators only: others never see emails). */
  searchEmail?: boolean;
}

export interface StaffRecord {
  id: string;
  email: string;
  fullname: string;
  passwordHash: string | null;
  role: string;
  background: string;
  description: string;
  rank: string;
  status: StaffStatus;
  isAdmin: boolean;
  isDoctor: boolean;
  /** The species a doctor sees (booking's PET_SPECIES); empty: every species. */
  species: string[];
  avatarId: string | null;
  avatar: ImageRef | null;
  images: { imageId: string; image: ImageRef }[];
  createdAt: string;
}

export interface NewStaffRecord {
  email: string;
  fullname: string;
  passwordHash: string | null;
  status: StaffStatus;
  role?: string;
  background?: string;
  description?: string;
  rank?: string;
  isAdmin?: boolean;
  isDoctor?: boolean;
  species?: string[];
  avatarId?: string | null;
}

export type StaffChanges = Partial<
  Pick<
    StaffRecord,
    | 'fullname'
    | 'passwordHash'
    | 'role'
    | 'background'
    | 'description'
    | 'rank'
    | 'status'
    | 'isAdmin'
    | 'isDoctor'
    | 'species'
    | 'avatarId'
  >
>;

const COLUMNS = [
  'staff.id',
  'staff.email',
  'staff.fullname',
  'staff.password_hash',
  'staff.role',
  'staff.background',
  'staff.description',
  'staff.rank',
  'staff.status',
  'staff.is_admin',
  'staff.is_doctor',
  'staff.species',
  'staff.avatar_id',
  'staff.created_at',
  'images.hash as avatar_hash',
  'images.widths as avatar_widths',
] as const;

/** The stored JSON list of species; anything unreadable counts as none (every species). */
function speciesOf(stored: string): string[] {
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export function staffRepository(db: Executor) {
  const select = () =>
    db.selectFrom('staff').leftJoin('images', 'images.id', 'staff.avatar_id').select(COLUMNS);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  async function withImages(rows: Row[]): Promise<StaffRecord[]> {
    const ids = rows.map((row) => row.id);
    const images = ids.length
      ? await db
          .selectFrom('staff_images')
          .innerJoin('images', 'images.id', 'staff_images.image_id')
          .select(['staff_images.staff_id', 'images.id', 'images.hash', 'images.widths'])
          .where('staff_images.staff_id', 'in', ids)
          .orderBy('staff_images.position')
          .execute()
      : [];
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      fullname: row.fullname,
      passwordHash: row.password_hash,
      role: row.role,
      background: row.background,
      description: row.description,
      rank: row.rank,
      status: row.status,
      isAdmin: row.is_admin === 1,
      isDoctor: row.is_doctor === 1,
      species: speciesOf(row.species),
      avatarId: row.avatar_id,
      avatar: imageRef(row.avatar_hash, row.avatar_widths),
      images: images
        .filter((image) => image.staff_id === row.id)
        .map((image) => ({
          imageId: image.id,
          image: imageRefOf(image.hash, image.widths),
        })),
      createdAt: row.created_at,
    }));
  }

  const one = async (row: Row | undefined) => (row ? (await withImages([row]))[0] : undefined);

  return {
    async findByEmail(email: string): Promise<StaffRecord | undefined> {
      return one(await select().where('staff.email', '=', email.toLowerCase()).executeTakeFirst());
    },

    async findById(id: string): Promise<StaffRecord | undefined> {
      return one(await select().where('staff.id', '=', id).executeTakeFirst());
    },

    /** Every account, or only those with that status; oldest first. */
    async list(filter: { status?: StaffStatus; isDoctor?: boolean } = {}): Promise<StaffRecord[]> {
      let query = select().orderBy('staff.created_at').orderBy('staff.id');
      if (filter.status) query = query.where('staff.status', '=', filter.status);
      if (filter.isDoctor !== undefined) {
        query = query.where('staff.is_doctor', '=', filter.isDoctor ? 1 : 0);
      }
      return withImages(await query.execute());
    },

    /** One page: accounts waiting for activation first, then newest first; and the count. */
    async page(filter: StaffFilter, window: PageWindow): Promise<RowPage<StaffRecord>> {
      const pattern = filter.search ? containsPattern(filter.search) : undefined;
      const searched = [
        'staff.fullname',
        'staff.role',
        ...(filter.searchEmail ? ['staff.email'] : []),
      ];
      const matching = db
        .selectFrom('staff')
        .$if(filter.status !== undefined, (q) => q.where('staff.status', '=', filter.status!))
        .$if(filter.activeOnly === true, (q) => q.where('staff.status', '=', 'ACTIVE'))
        .$if(pattern !== undefined, (q) =>
          q.where((eb) => eb.or(searched.map((column) => columnContains(column, pattern ?? '')))),
        );
      const [rows, count] = await Promise.all([
        matching
          .leftJoin('images', 'images.id', 'staff.avatar_id')
          .select(COLUMNS)
          .orderBy(sql`case when ${sql.ref('staff.status')} = 'PENDING' then 0 else 1 end`)
          .orderBy('staff.created_at', 'desc')
          .orderBy('staff.id', 'desc')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { rows: await withImages(rows), total: Number(count?.total ?? 0) };
    },

    async insert(record: NewStaffRecord, now: string): Promise<string> {
      const id = newId();
      await db
        .insertInto('staff')
        .values({
          id,
          email: record.email.toLowerCase(),
          fullname: record.fullname,
          password_hash: record.passwordHash,
          status: record.status,
          role: record.role ?? '',
          background: record.background ?? '',
          description: record.description ?? '',
          rank: record.rank ?? '',
          is_admin: record.isAdmin ? 1 : 0,
          is_doctor: record.isDoctor ? 1 : 0,
          species: JSON.stringify(record.species ?? []),
          avatar_id: record.avatarId ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },

    async update(id: string, changes: StaffChanges, now: string): Promise<void> {
      const values: Updateable<StaffTable> = {
        updated_at: now,
      };
      if (changes.fullname !== undefined) values.fullname = changes.fullname;
      if (changes.passwordHash !== undefined) values.password_hash = changes.passwordHash;
      if (changes.role !== undefined) values.role = changes.role;
      if (changes.background !== undefined) values.background = changes.background;
      if (changes.description !== undefined) values.description = changes.description;
      if (changes.rank !== undefined) values.rank = changes.rank;
      if (changes.status !== undefined) values.status = changes.status;
      if (changes.isAdmin !== undefined) values.is_admin = changes.isAdmin ? 1 : 0;
      if (changes.isDoctor !== undefined) values.is_doctor = changes.isDoctor ? 1 : 0;
      if (changes.species !== undefined) values.species = JSON.stringify(changes.species);
      if (changes.avatarId !== undefined) values.avatar_id = changes.avatarId;
      await db.updateTable('staff').set(values).where('id', '=', id).execute();
    },

    /** Deletes the account (its images' links, tokens and codes go with it). */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('staff').where('id', '=', id).execute();
    },

    /** Sets the account images, in order; answers the image ids it no longer uses. */
    async replaceImages(staffId: string, imageIds: string[]): Promise<string[]> {
      const previous = await db
        .selectFrom('staff_images')
        .select('image_id')
        .where('staff_id', '=', staffId)
        .execute();
      await db.deleteFrom('staff_images').where('staff_id', '=', staffId).execute();
      if (imageIds.length) {
        await db
          .insertInto('staff_images')
          .values(
            imageIds.map((imageId, position) => ({
              staff_id: staffId,
              image_id: imageId,
              position,
            })),
          )
          .execute();
      }
      return previous.map((row) => row.image_id).filter((id) => !imageIds.includes(id));
    },

    async countAdmins(status: StaffStatus = 'ACTIVE'): Promise<number> {
      const row = await db
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('is_admin', '=', 1)
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
