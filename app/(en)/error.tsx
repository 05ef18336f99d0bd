'use client';

export { default } from '@/app/_site/error';
