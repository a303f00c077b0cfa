import { expect } from '@open-wc/testing';
import { reportable } from '../failure-report.js';
import { montana } from './helpers.js';

describe('a failed assertion on an element, as the test runner reports it', () => {
  it('writes each DOM node of its values as text, which leaves the page as it is (a node stopped the report for 5 minutes)', async () => {
    const element = await montana();
    const frame = element.shadowRoot!.querySelector('.frame')!;
    let failure: { actual?: unknown; expected?: unknown } = {};
    try {
      expect([frame, true]).to.deep.equal([null, true]);
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(reportable(failure.actual)).to.deep.equal(['<div class="frame ">', true]);
    const nested = reportable({ at: { cell: element.shadowRoot!.querySelector('[data-cell="0,0"]') } }) as { at: { cell: string } };
    expect(nested.at.cell).to.match(/^<div role="gridcell" [^<]*data-cell="0,0"[^<]*>$/);
    expect(reportable(document.createTextNode('x'))).to.equal('#text');
    // As text, the values survive the trip out of the page.
    expect(JSON.parse(JSON.stringify(reportable(failure.actual)))).to.deep.equal(reportable(failure.actual));
    expect(reportable([1, 'two', { three: 3 }])).to.deep.equal([1, 'two', { three: 3 }]);
  });
});
