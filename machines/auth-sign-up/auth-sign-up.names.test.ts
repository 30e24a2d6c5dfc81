/**
 * Names on the sign-up form are checked before anything is sent (issue 9): a 360-character first
 * name, or a company name with markup, gets a message on its own field and the form stays.
 */
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authSignUpMachine } from './auth-sign-up.machine';
import type { SignUpRequest } from './auth-sign-up.types';

function startSignUp() {
  const sent: SignUpRequest[] = [];
  const machine = authSignUpMachine.provide({
    actors: {
      submitSignUp: fromPromise<{ destination: string }, SignUpRequest>(({ input }) => {
        sent.push(input);
        return Promise.resolve({ destination: 'a***@v***.ro' });
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  actor.send({ type: 'field.change', field: 'email', value: 'ana@volan.ro' });
  actor.send({ type: 'field.change', field: 'password', value: 'o-parola-buna-123' });
  return { actor, sent };
}

describe('names on the sign-up form', () => {
  it('puts a message on the first name when it has 360 characters, and sends nothing', () => {
    const { actor, sent } = startSignUp();
    actor.send({ type: 'field.change', field: 'givenName', value: 'A'.repeat(360) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ givenName: 'auth:validation.nameTooLong' });
    expect(sent).toEqual([]);
  });

  it('puts a message on the company name when it carries markup', () => {
    const { actor, sent } = startSignUp();
    actor.send({ type: 'userType.choose', userType: 'PROFESSIONAL' });
    actor.send({ type: 'field.change', field: 'companyName', value: '<b>Auto</b> SRL' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ companyName: 'auth:validation.nameMarkup' });
    expect(sent).toEqual([]);
  });

  it('sends a name within the rules, trimmed', () => {
    const { actor, sent } = startSignUp();
    actor.send({ type: 'field.change', field: 'givenName', value: `  ${'Ș'.repeat(60)}  ` });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(sent.map((request) => request.givenName)).toEqual(['Ș'.repeat(60)]);
  });
});
