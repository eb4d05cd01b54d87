import { apiRequest } from './http.js';
import { apiMethod } from './method.js';
import type { Page } from '../../model/api/schemas/common.js';

import type { Message, SystemMessage } from '../../model/api/schemas/messaging.js';

export type { Message, SystemMessage };

/** Messages between users, system messages and unread counts (docs/api.md, Messages). Every call sends the token. */
export interface Chatter {
  userId: string;
  displayName: string | null;
  unread: number;
  lastMessageAt: number;
}
export interface UnreadCounts {
  messages: number;
  systemMessages: number;
}
export interface MessageQuery {
  chatterId?: string;
  threadId?: string;
  page?: number;
  size?: number;
}

export const sendMessage = apiMethod('sendMessage', ['message'], ['message'], (message: { toId: string; content: string; threadId?: string }) =>
  apiRequest<Message>('POST', '/messages', { body: message }));
export const getMessages = apiMethod('getMessages', ['query'], [], (query: MessageQuery = {}) =>
  apiRequest<Page<Message>>('GET', '/messages', { query: { ...query } }));
export const getChatters = apiMethod('getChatters', [], [], () =>
  apiRequest<{ elements: Chatter[] }>('GET', '/messages/chatters'));
export const getUnreadCounts = apiMethod('getUnreadCounts', [], [], () =>
  apiRequest<UnreadCounts>('GET', '/messages/unread'));
export const markMessagesRead = apiMethod('markMessagesRead', ['filter'], [], (filter: { fromId?: string; threadId?: string } = {}) =>
  apiRequest<void>('POST', '/messages/read', { body: filter }));
export const sendSystemMessage = apiMethod('sendSystemMessage', ['message'], ['message'], (message: { title: string; content: string }) =>
  apiRequest<SystemMessage>('POST', '/systemmessages', { body: message }));
export const getSystemMessages = apiMethod('getSystemMessages', ['query'], [], (query: { page?: number; size?: number } = {}) =>
  apiRequest<Page<SystemMessage>>('GET', '/systemmessages', { query: { ...query } }));
export const markSystemMessagesRead = apiMethod('markSystemMessagesRead', ['ids'], [], (ids?: string[]) =>
  apiRequest<void>('POST', '/systemmessages/read', { body: ids ? { ids } : {} }));
