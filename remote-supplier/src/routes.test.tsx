import { screen } from '@testing-library/react';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from './routes';

const featureName = (locale: 'zh-TW' | 'en-US', feature: string) =>
  (remote.resources[locale].features as Record<string, string>)[feature];

// Until a domain issue builds these screens, each route shows the labelled "coming soon" page.
describe(`${remote.namespace} remote routes`, () => {
  it.each(Object.keys(remote.features))('%s shows its translated name in both languages', async (feature) => {
    const zh = await renderRemoteFeature(remote, feature, '', 'zh-TW');
    expect(await screen.findByTestId('coming-soon')).toHaveTextContent(featureName('zh-TW', feature));
    zh.unmount();
    await renderRemoteFeature(remote, feature, '', 'en-US');
    expect(await screen.findByTestId('coming-soon')).toHaveTextContent(featureName('en-US', feature));
  });
});
