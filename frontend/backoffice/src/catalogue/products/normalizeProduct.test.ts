import { describe, expect, it } from 'vitest';
import { normalizePart, normalizeProduct } from './normalizeProduct';

describe('normalizeProduct', () => {
  it('sends money, tax rates and quantities as decimal strings with a point', () => {
    const result = normalizeProduct({
      name: 'Bauernbrot',
      price: '3,50',
      tax: 10,
      takeawayTax: ' 10,00 ',
      dineInTax: '20',
      minimumQuantity: '0,25',
      maximumQuantity: 5,
      quantityStepSize: '0.25',
      defaultQuantity: '1',
    });

    expect(result).toEqual({
      name: 'Bauernbrot',
      price: '3.50',
      tax: '10',
      takeawayTax: '10.00',
      dineInTax: '20',
      minimumQuantity: '0.25',
      maximumQuantity: '5',
      quantityStepSize: '0.25',
      defaultQuantity: '1',
    });
  });

  it('leaves blank required numbers out, so the stored value stays', () => {
    expect(normalizeProduct({ name: 'Semmel', price: '0.60', minimumQuantity: '', defaultQuantity: null })).toEqual({
      name: 'Semmel',
      price: '0.60',
    });
  });

  it('writes alternative units completely, blank limits and model as null', () => {
    const result = normalizeProduct({
      unit: 'kilogram',
      defaultUnit: '',
      alternativeUnits: [
        { unit: 'decagram', ratio: '', calculationModel: '', minimumQuantity: '10', maximumQuantity: null },
        { unit: 'piece', ratio: '0,8', calculationModel: 'approximate', quantityStepSize: 1 },
      ],
    });

    expect(result).toEqual({
      unit: 'kilogram',
      defaultUnit: null,
      alternativeUnits: [
        {
          unit: 'decagram',
          ratio: null,
          calculationModel: null,
          minimumQuantity: '10',
          maximumQuantity: null,
          quantityStepSize: null,
        },
        {
          unit: 'piece',
          ratio: '0.8',
          calculationModel: 'approximate',
          minimumQuantity: null,
          maximumQuantity: null,
          quantityStepSize: '1',
        },
      ],
    });
  });

  it('completes schedule rules and drops the date of rules that are not one-off', () => {
    const result = normalizeProduct({
      schedule: [
        { type: 'monday', date: '2026-11-23', from: '08:00', to: '' },
        { type: 'once', date: '2026-12-24', isClosed: true },
      ],
    });

    expect(result.schedule).toEqual([
      { type: 'monday', date: null, isClosed: false, from: '08:00', to: null },
      { type: 'once', date: '2026-12-24', isClosed: true, from: null, to: null },
    ]);
  });

  it('sends parts in order with options only for select and multiselect', () => {
    const result = normalizeProduct({
      config: {
        parts: [
          {
            name: ' Größe ',
            type: 'select',
            options: [
              { name: 'Klein', modifier: 'overwrite', value: '7,90' },
              { name: 'Groß', value: '' },
            ],
          },
          {
            name: 'Gruß',
            type: 'text',
            optional: true,
            options: [{ name: 'übrig', modifier: 'add', value: '1' }],
            maxLength: '30',
          },
        ],
      },
    });

    expect(result.config).toEqual({
      parts: [
        {
          name: 'Größe',
          description: '',
          type: 'select',
          optional: false,
          options: [
            { name: 'Klein', modifier: 'overwrite', value: '7.90' },
            { name: 'Groß', modifier: 'add', value: '0.00' },
          ],
        },
        { name: 'Gruß', description: '', type: 'text', optional: true, options: [], maxLength: 30 },
      ],
    });
  });

  it('turns a missing config into an empty part list', () => {
    expect(normalizeProduct({ config: null }).config).toEqual({ parts: [] });
    expect(normalizePart(null)).toEqual({
      name: '',
      description: '',
      type: 'text',
      optional: false,
      options: [],
      maxLength: null,
    });
    // only text parts keep a maximum length
    expect(normalizePart({ name: 'Größe', type: 'select', maxLength: 30 })).not.toHaveProperty('maxLength');
    expect(normalizePart({ name: 'Gruß', type: 'textarea', maxLength: 200 }).maxLength).toBe(200);
  });
});
