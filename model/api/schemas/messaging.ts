/** A direct message between two users of a tenant, as the API answers it (docs/api.md, Messages). */
export interface Message {
  id: string;
  threadId: string;
  fromId: string;
  toId: string;
  content: string;
  createdAt: number;
  /** Read by its recipient. */
  read: boolean;
}

/** A message of the staff to every user of the tenant; `read` is the caller's own read state. */
export interface SystemMessage {
  id: string;
  fromId: string;
  title: string;
  content: string;
  createdAt: number;
  read: boolean;
}
