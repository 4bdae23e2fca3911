import { describe, expect, it } from 'vitest';
import { isPublicName, PUBLIC_NAME_MEMORY, rememberedPublicNames } from './public-name';

describe('public usernames through the profanity filter', () => {
  it.each([
    'Messi10',
    'Arsenal',
    'Scunthorpe',
    'Dickson',
    'Hancock',
    'Matsushita',
    'Titan',
    'Shilton',
    'Cassandra',
    'Assisi',
    'Analyst',
    'Kuntz',
    'Hoeness',
    'Cocker',
    'Pelé',
    'Рональдо',
    '梅西球迷',
    'ميسي',
    // split at case changes into words of one or two letters, which the lists hold as abbreviations
    'MoSalah',
    'Mo Salah',
    'TeamB',
    'FriendOnB',
    'PlayerT',
    'YaYa10',
    'KuKu',
    'NoLook',
    'AwSome',
  ])('shows %s', (name) => {
    expect(isPublicName(name)).toBe(true);
  });

  it.each([
    'FuckYou',
    'fuck_you',
    'Fuckboy',
    'sh1t',
    'b1tch',
    'Bitch',
    'Asshole',
    'Puta',
    'Cazzo',
    'Nazi',
    'H1tler',
    'Wanker',
    'DumbCunt',
  ])('hides %s', (name) => {
    expect(isPublicName(name)).toBe(false);
  });

  it('answers the same when it remembers a name, and remembers a bounded number of names', () => {
    for (let round = 0; round < 2; round++) {
      expect(isPublicName('FuckYou')).toBe(false);
      expect(isPublicName('Scunthorpe')).toBe(true);
    }
    // a full server's players (10,000) are all remembered until their next join
    const before = rememberedPublicNames();
    for (let i = 0; i < 10_000; i++) isPublicName(`Player${i}`);
    expect(rememberedPublicNames()).toBe(before + 10_000);
    for (let i = 10_000; i < PUBLIC_NAME_MEMORY + 100; i++) isPublicName(`Player${i}`);
    expect(rememberedPublicNames()).toBe(PUBLIC_NAME_MEMORY);
    // the oldest answers were forgotten and are worked out again, the same
    expect(isPublicName('FuckYou')).toBe(false);
    expect(isPublicName('Scunthorpe')).toBe(true);
  });
});
