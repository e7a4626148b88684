import { describe, expect, it } from 'vitest';
import { firstAnswersFrom } from './first-answers.ts';

describe('first answers', () => {
  it('hands out each answer once, so a later request asks the server', () => {
    const answers = firstAnswersFrom(JSON.stringify({ '/shops/a': { id: 'a' }, '/shops/a/services': [] }));
    expect(answers.take('/shops/a')).toEqual({ id: 'a' });
    expect(answers.take('/shops/a')).toBeUndefined();
    expect(answers.take('/shops/a/services')).toEqual([]);
    expect(answers.take('/shops/b')).toBeUndefined();
  });

  it('has none without the element or with damaged JSON', () => {
    expect(firstAnswersFrom(null).take('/shops/a')).toBeUndefined();
    expect(firstAnswersFrom('{not json').take('/shops/a')).toBeUndefined();
    expect(firstAnswersFrom('"text"').take('/shops/a')).toBeUndefined();
  });
});
