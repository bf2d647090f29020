import {
  ZCargoAccountInfo,
  ZChooseUserRequest,
  ZChooseUserResponse,
  ZEndedSessions,
  ZEndSessionRequest,
  ZSendSmsRequest,
  ZSendSmsResponse,
  ZUpdateCargoInfoRequest,
  ZUpdateCustomerPhoneRequest,
  ZUpdateCustomerPhoneResponse,
  ZUpdatePasswordRequest,
  ZUpdatePasswordResponse,
  ZUserInfo,
  ZUserSessions,
  ZVerifySmsRequest,
  ZVerifySmsResponse,
} from '../schemas/account.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

const chooseUser = {
  method: 'POST',
  access: customerAccess.read,
  body: ZChooseUserRequest,
  response: ZChooseUserResponse,
} as const;

/** The logged-in user and its accounts (SPEC §3 "User state", §2 /user-management/account, §4). */
export const accountEndpoints = {
  userInfo: endpoint({
    ...portalFirstScreenCalls.userInfo,
    access: customerAccess.read,
    response: ZUserInfo,
    summary: 'The user, its current account, the accounts it may switch to and their menus',
  }),
  chooseUser: endpoint({
    ...chooseUser,
    path: '/cargo/user/chooseUser',
    summary: 'Switches the session to another account the user may act for',
  }),
  chooseUserLegacy: endpoint({
    ...chooseUser,
    path: '/user/chooseUser',
    summary: 'Switches the session to another account (older path of chooseUser)',
  }),
  companyInfo: endpoint({
    method: 'POST',
    path: '/company/queryCarGo',
    access: customerAccess.read,
    response: ZCargoAccountInfo,
    summary: "The current account's company, the logged-in user and the subordinate accounts",
  }),
  updateCompanyContacts: endpoint({
    method: 'POST',
    path: '/company/updaCarGoInfo',
    access: customerAccess.admin,
    body: ZUpdateCargoInfoRequest,
    response: ZCargoAccountInfo,
    summary: "Changes the contact fields of the current account (not the insurer's registered facts)",
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/cargo/user/updatePassword',
    access: customerAccess.read,
    body: ZUpdatePasswordRequest,
    response: ZUpdatePasswordResponse,
    summary: "Changes the user's password and ends the user's other sessions",
  }),
  sendBindingCode: endpoint({
    method: 'POST',
    path: '/sms/sendMsg',
    access: customerAccess.read,
    body: ZSendSmsRequest,
    response: ZSendSmsResponse,
    summary: 'Sends a 6-digit code by SMS to the mobile number to bind',
  }),
  verifyBindingCode: endpoint({
    method: 'POST',
    path: '/sms/verifyOTP',
    access: customerAccess.read,
    body: ZVerifySmsRequest,
    response: ZVerifySmsResponse,
    summary: 'Checks a binding code without using it up',
  }),
  bindPhone: endpoint({
    method: 'POST',
    path: '/cargo/user/updateCustomerPhone',
    access: customerAccess.read,
    body: ZUpdateCustomerPhoneRequest,
    response: ZUpdateCustomerPhoneResponse,
    summary: 'Binds the mobile number with its code; the user becomes real-name verified',
  }),
  sessions: endpoint({
    method: 'POST',
    path: '/cargo/user/sessions',
    access: customerAccess.read,
    response: ZUserSessions,
    summary: "The user's live customer sessions (device, IP, times), the caller's own marked",
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/cargo/user/sessions/end',
    access: customerAccess.read,
    body: ZEndSessionRequest,
    response: ZEndedSessions,
    summary: "Ends one of the user's other customer sessions (the caller's own: log out instead)",
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/cargo/user/sessions/endOthers',
    access: customerAccess.read,
    response: ZEndedSessions,
    summary: "Ends every customer session of the user but the caller's own",
  }),
};
