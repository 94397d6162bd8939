// 'shared-ui/testing': helpers for the tests of shared-ui and of the apps, never for their code.
export { describeRemoteModule } from './remote-contract';
export { renderRemoteRoutes } from './render-remote';
export { mockReducedMotion, renderUi } from './render-ui';
export { chooseNonImage, stubObjectUrls } from './image-files';
export { expectDialogClosed, expectToast } from './screen-checks';
