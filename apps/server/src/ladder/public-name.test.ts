import { describe, expect, it } from 'vitest';
import { isPublicName } from './public-name';

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
});
