/** Choices of the product form, named from the message catalogue (units by their German names). */
import { UNITS } from '@bestellwerk/common/rules/units';
import type { CalculationModel, LeadTimeType, ProductType } from '../../api/types';

const PRODUCT_TYPES: readonly ProductType[] = ['simple', 'configurable', 'bundle'];
const CALCULATION_MODELS: readonly CalculationModel[] = ['fixed', 'approximate', 'minimum'];
const LEAD_TIME_TYPES: readonly LeadTimeType[] = ['minutes', 'hours', 'days', 'weeks'];

export const productTypeChoices = PRODUCT_TYPES.map((type) => ({ id: type, name: `resources.products.types.${type}` }));
export const calculationModelChoices = CALCULATION_MODELS.map((model) => ({
  id: model,
  name: `resources.products.calculationModels.${model}`,
}));
export const leadTimeTypeChoices = LEAD_TIME_TYPES.map((type) => ({
  id: type,
  name: `resources.products.leadTimeTypes.${type}`,
}));
export const unitChoices = UNITS.map(({ id, name }) => ({ id, name }));
