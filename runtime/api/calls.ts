import { apiRequest } from './http.js';
import { apiMethod } from './method.js';
import { encodeId, type ItemQuery } from './resource-client.js';
import type { Application, DomainApplication } from '../../model/api/schemas/platform.js';
import type { Page, SearchRequest, SumResult } from '../../model/api/schemas/common.js';
import type { Project, ProjectExport, ProjectInvitation, ProjectUser } from '../../model/api/schemas/projects.js';
import type { Role, RoleFields } from '../../model/api/schemas/roles.js';
import type { Colleague, User } from '../../model/api/schemas/users.js';
import type { MergeCart, Order, PlaceOrder, ShoppingCart } from '../../model/api/schemas/shop.js';

/**
 * The calls beyond the standard set (docs/api.md, Special calls): the caller's own cart, role force, the project
 * calls, and finding the application of a domain. Cart and project calls send the token; the domain lookup does not.
 */
export interface PageQuery {
  page?: number;
  size?: number;
}

export const getMyShoppingCart = apiMethod('getMyShoppingCart', [], [], () =>
  apiRequest<ShoppingCart>('GET', '/shoppingcarts/mine'));
export const addToMyShoppingCart = apiMethod('addToMyShoppingCart', ['productId', 'amount'], ['productId', 'amount'], (productId: string, amount: number) =>
  apiRequest<ShoppingCart>('PUT', '/shoppingcarts/mine/add', { query: { amount, productId } }));
export const removeFromMyShoppingCart = apiMethod('removeFromMyShoppingCart', ['productId', 'amount'], ['productId', 'amount'], (productId: string, amount: number) =>
  apiRequest<ShoppingCart>('PUT', '/shoppingcarts/mine/remove', { query: { amount, productId } }));
/** `position` is 1-based (the interface passes item index plus 1). */
export const removePositionFromMyShoppingCart = apiMethod('removePositionFromMyShoppingCart', ['position'], ['position'], (position: number) =>
  apiRequest<ShoppingCart>('PUT', '/shoppingcarts/mine/removeposition', { query: { position } }));
/** Adds a guest cart's positions to the caller's cart at login (amounts add up); answers the cart. */
export const mergeIntoMyShoppingCart = apiMethod('mergeIntoMyShoppingCart', ['mergeCart'], ['mergeCart'], (mergeCart: MergeCart) =>
  apiRequest<ShoppingCart>('POST', '/shoppingcarts/mine/merge', { body: mergeCart }));
export const placeMyOrder = apiMethod('placeMyOrder', ['placeOrder'], ['placeOrder'], (placeOrder: PlaceOrder) =>
  apiRequest<Order>('POST', '/shoppingcarts/mine/order', { body: placeOrder }));

export const forceRole = apiMethod('forceRole', ['id', 'role'], ['id', 'role'], (id: string, role: RoleFields) =>
  apiRequest<Role>('PUT', `/roles/${encodeId(id)}/force`, { body: role }));

export const exportProject = apiMethod('exportProject', ['projectId'], ['projectId'], (projectId: string) =>
  apiRequest<ProjectExport>('GET', `/projects/${encodeId(projectId)}/export`));
export const importProject = apiMethod('importProject', ['projectExport'], ['projectExport'], (projectExport: ProjectExport) =>
  apiRequest<Project>('POST', '/projects/import', { body: projectExport }));
export const getProjectAvailablePermissions = apiMethod('getProjectAvailablePermissions', ['projectId'], ['projectId'], (projectId: string) =>
  apiRequest<string[]>('GET', `/projects/${encodeId(projectId)}/permissions/available`));
export const getProjectInvitations = apiMethod('getProjectInvitations', ['projectId', 'query'], ['projectId'], (projectId: string, query?: PageQuery) =>
  apiRequest<Page<ProjectInvitation>>('GET', `/projects/${encodeId(projectId)}/invitations`, { query: { ...query } }));
export const getProjectUsers = apiMethod('getProjectUsers', ['projectId', 'query'], ['projectId'], (projectId: string, query?: PageQuery) =>
  apiRequest<Page<ProjectUser>>('GET', `/projects/${encodeId(projectId)}/users`, { query: { ...query } }));
export const removeProjectUser = apiMethod('removeProjectUser', ['projectId', 'userId'], ['projectId', 'userId'], (projectId: string, userId: string) =>
  apiRequest<Project>('POST', `/projects/${encodeId(projectId)}/users/${encodeId(userId)}/remove`));

/** The application published on a domain, with its tenant; public, so no token and no tenant are needed. */
export const getApplicationByDomain = apiMethod('getApplicationByDomain', ['domain', 'query'], ['domain'], (domain: string, query?: ItemQuery) =>
  apiRequest<DomainApplication>('GET', '/applications/by-domain', { query: { domain, ...query }, auth: false }));

/** Copies a published version's document into the application's draft; `ifMatch` is the draft version it expects. */
export const restoreApplicationVersion = apiMethod('restoreApplicationVersion', ['applicationId', 'version', 'options'], ['applicationId', 'version'],
  (applicationId: string, version: number, options?: { ifMatch?: number }) =>
    apiRequest<Application>('POST', `/applications/${encodeId(applicationId)}/restore`, {
      body: { version },
      headers: options?.ifMatch === undefined ? undefined : { 'If-Match': String(options.ifMatch) },
    }));

/** An application whose live version renders a compound widget, with the compound version it pinned. */
export interface CompoundPublishedUsage {
  applicationId: string;
  name: string;
  domain: string | null;
  publishedVersion: number;
  pinnedCompoundVersion: number | null;
  compoundVersion: number;
  /** Publishing the application again would show another compound than its live site does now. */
  changes: boolean;
}

/** The applications a change of the compound would reach at their next publish (docs/publishing.md). */
export const getCompoundPublishedUsages = apiMethod('getCompoundPublishedUsages', ['compoundId'], ['compoundId'], (compoundId: string) =>
  apiRequest<CompoundPublishedUsage[]>('GET', `/compoundwidgets/${encodeId(compoundId)}/published-usages`));

/** What a user may change of their own record without administrator rights (PATCH /users/me). */
export interface MyProfilePatch {
  displayName?: string;
  profile?: { avatarUrl?: string; [key: string]: unknown };
  configuration?: { key: string; value: unknown }[];
}

/** PATCH /users/me: the caller's own display name, profile and configuration (e.g. working hours). */
export const updateMyProfile = apiMethod('updateMyProfile', ['profile'], ['profile'], (profile: MyProfilePatch) =>
  apiRequest<User>('PATCH', '/users/me', { body: profile }));

/**
 * getDataSum: the sum of a numeric property of a data type's records over a search (and free text over its
 * searchable fields), with the number of records found: `{sum, count}`. Reads like the records (public types
 * without a token).
 */
export const getDataSum = apiMethod('getDataSum', ['typePath', 'property', 'searchRequest', 'text'], ['typePath', 'property'],
  (typePath: string, property: string, searchRequest: SearchRequest = {}, text?: string) =>
    apiRequest<SumResult>('POST', `/data/${encodeId(typePath)}/sum`, { body: searchRequest, query: { property, search: text || undefined } }));

/**
 * GET /users/colleagues: the tenant's users as every signed-in user may see them (id, display name, avatar), by
 * display name; `search` narrows by part of the display name.
 */
export const getColleagues = apiMethod('getColleagues', ['query'], [], (query?: PageQuery & { search?: string }) =>
  apiRequest<Page<Colleague>>('GET', '/users/colleagues', { query: { ...query } }));

/** getUsersForProject: the members of a project as users (the caller's view of users), with their project permissions. */
export const getUsersForProject = getProjectUsers;

/** GET /roles/{id}/membership: whether the caller is one of the role's users (any signed-in user; 404: no such role). */
export const getRoleMembership = apiMethod('getRoleMembership', ['roleId'], ['roleId'], (roleId: string) =>
  apiRequest<{ roleId: string; member: boolean }>('GET', `/roles/${encodeId(roleId)}/membership`));

/**
 * uploadAvatar: the address to send a user's new picture to (the user itself or TENANT_ADMIN); the picture then
 * goes there by PUT (`putAvatarFile`), and the answer is the user with its new `profile.avatarUrl`.
 */
export const uploadAvatar = apiMethod('uploadAvatar', ['userId'], ['userId'], (userId: string) =>
  apiRequest<{ uploadUrl: string }>('POST', `/users/${encodeId(userId)}/avatar`));
const AVATAR_UPLOAD = /^\/api(\/users\/[^/?#]+\/avatar\/file)$/;
export const putAvatarFile = apiMethod('putAvatarFile', ['uploadUrl', 'file'], ['uploadUrl', 'file'], async (uploadUrl: string, file: Blob): Promise<User> => {
  // The picture goes only to an upload address of this API, never to wherever an answer might point.
  const path = AVATAR_UPLOAD.exec(uploadUrl)?.[1];
  if (!path) throw new Error(`Not an avatar upload address: ${uploadUrl}`);
  return apiRequest<User>('PUT', path, { body: file });
});
/** removeAvatar: the user without picture (its initials show again). */
export const removeAvatar = apiMethod('removeAvatar', ['userId'], ['userId'], (userId: string) =>
  apiRequest<User>('DELETE', `/users/${encodeId(userId)}/avatar`));
/** getPermissionNames: every permission name the server knows (the editor offers them for a page's permissions). */
export const getPermissionNames = apiMethod('getPermissionNames', [], [], () => apiRequest<string[]>('GET', '/permissions'));
