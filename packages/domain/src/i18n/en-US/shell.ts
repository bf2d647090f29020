import type zh from '../zh-CN/shell.ts';

export default {
  'shell.productName': 'Cargo Insurance Portal',
  'shell.productTagline': 'Cargo transport insurance · online self-service',
  'shell.loading': 'loading...',

  'shell.request.errorTitle': 'Error notice',
  'shell.request.maintenanceTitle': 'Maintenance notice',
  'shell.request.failed': 'Request failed, please retry',
  'shell.request.emptyMessage': 'Operation error, please retry',
  'shell.request.status0': 'System no response',
  'shell.request.status403': 'Resource access restricted',
  'shell.request.status404': 'Resource not found',
  'shell.request.status405': 'Method not accepted',
  'shell.request.status500': 'System error',
  'shell.request.statusOther': 'Server communication error',
  'shell.request.documentPrefix': '{{documentNo}}: {{message}}',
  'shell.request.errorCode': 'Error code: {{code}}',
  'shell.request.traceId': 'Trace ID: {{traceId}}',

  'shell.language.label': 'Language',
  'shell.language.zh': '中文',
  'shell.language.en': 'English',

  'shell.menu.vesselUpgrading': 'This function is being upgraded and is expected back in November',

  'shell.message.center': 'Message center',

  'shell.user.account': 'Account management',
  'shell.user.preference': 'Preferences',
  'shell.user.protocol': 'Agreement management',
  'shell.user.aboutUs': 'About us',
  'shell.user.commonQuestions': 'Common Q&As',
  'shell.user.switchAccount': 'Switch account',
  'shell.user.current': 'Current',
  'shell.user.subordinate': 'Subordinate',
  'shell.user.logout': 'Log out',
  'shell.user.switchSucceeded': 'Account switched',

  'shell.tabs.close': 'Close',
  'shell.tabs.closeCurrent': 'Close this tab',
  'shell.tabs.closeOthers': 'Close other tabs',
  'shell.tabs.closeAll': 'Close all tabs',
  'shell.tabs.actions': 'Tabs',

  'shell.leave.title': 'Leave this page?',
  'shell.leave.content': 'You have unsaved changes. Leave this page? Your changes will be lost.',
  'shell.leave.leave': 'Leave',
  'shell.leave.stay': 'Stay',

  'shell.footer.copyright': '© 2026 Cargo Insurance Portal. All rights reserved.',

  'shell.toolbar.guide': 'Usage guide',
  'shell.toolbar.feedback': 'Feedback',
  'shell.toolbar.backTop': 'Back to top',

  'shell.startup.noticeTitle': 'Notice',
  'shell.list.search': 'Search',
  'shell.list.reset': 'Reset',
  'shell.list.loadFailed': 'System busy, please try again later',
  'shell.list.retry': 'Retry',
  'shell.menu.changePasswordFirst':
    'Please change your initial password first; the other functions open after that.',
  'shell.startup.initialPassword':
    'Your account still uses its initial password. To keep the account safe, please change the password first.',
  'shell.startup.bindPhone': 'To keep your account safe, please bind a mobile phone number.',
  'shell.startup.baseDataFailed': 'Failed to fetch base data, please retry',
  'shell.startup.userInfoFailed': 'Failed to load your account information',
  'shell.startup.retry': 'Retry',

  'shell.page.dashboard': 'Overview',
  'shell.page.quotation': 'Online insure',
  'shell.page.pendingApplication': 'Application enquiry',
  'shell.page.pendingTemporary': 'Draft policies',
  'shell.page.pendingCorrecting': 'Correction application enquiry',
  'shell.page.pendingSettlement': 'Settlement enquiry',
  'shell.page.policyQueryDownload': 'Policy enquiry and download',
  'shell.page.compensation': 'Claims enquiry',
  'shell.page.declarationApplication': 'Online declaration',
  'shell.page.declarationTemporary': 'Declaration enquiry and download',
  'shell.page.declarationCorrecting': 'Pending declarations',
  'shell.page.fillTransportDeclaration': 'Fill in transport declaration',
  'shell.page.batchDeclaration': 'Batch declaration',
  'shell.page.account': 'Account management',
  'shell.page.preference': 'Preferences',
  'shell.page.protocol': 'Agreement management',
  'shell.page.messageCenter': 'Message center',
  'shell.page.feedback': 'Feedback',

  'shell.building.title': 'This function is being built',
  'shell.building.subTitle': 'This function is being built and will be available soon.',
  'shell.building.back': 'Back to home',

  'shell.error.title': 'Page not found or not accessible',
  'shell.error.subTitle': 'The page you requested does not exist, or your current account may not open it.',
  'shell.error.home': 'Back to home',

  'shell.crash.title': 'The page failed to load',
  'shell.crash.subTitle': 'The network may have failed or the portal was updated. Please reload the page.',
  'shell.crash.reload': 'Reload',
  'shell.clock.zone': 'Beijing time',
  'shell.clock.time': '{{time}} (Beijing time)',
} satisfies Record<keyof typeof zh, string>;
