import { describe, expect, it } from 'vitest';
import { FOOD_ICONS, foodKindOf } from './food-pictogram.ts';

describe('foodKindOf: a pictogram from a name in kk, ru, en or ka', () => {
  it.each([
    ['Pizza Margherita', 'pizza'],
    ['Пицца Пепперони', 'pizza'],
    ['პიცა მარგარიტა', 'pizza'],
    ['Чизбургер', 'burger'],
    ['Тауық сорпасы', 'soup'],
    ['Борщ с пампушками', 'soup'],
    ['ხარჩო', 'soup'],
    ['Cappuccino', 'coffee'],
    ['Қара шай', 'coffee'],
    ['ჩაი', 'coffee'],
    ['Iced latte', 'coffee'],
    ['Ice cream', 'ice-cream'],
    ['Балмұздақ', 'ice-cream'],
    ['Cheesecake', 'cake'],
    ['Ролл Филадельфия', 'fish'],
    ['Шашлык из баранины', 'meat'],
    ['Ет', 'meat'],
    ['ხაჭაპური აჭარული', 'bakery'],
    ['Бауырсақ', 'bakery'],
    ['Хинкали', 'pot'],
    ['ხინკალი', 'pot'],
    ['Манты', 'pot'],
    ['Салат Цезарь', 'salad'],
    ['Су', 'drink'],
    ['Сүт', 'milk'],
  ])('%s is drawn as %s', (name, kind) => {
    expect(foodKindOf(name)).toBe(kind);
  });

  it('does not read a short word inside a longer one', () => {
    // 'Сусамды' begins with 'су' (water) and 'Етікші' with 'ет' (meat): neither is either.
    expect(foodKindOf('Сусамды')).toBe('dish');
    expect(foodKindOf('Етікші')).toBe('dish');
  });

  it("falls back to the category's name, then to a plate and cutlery", () => {
    expect(foodKindOf('Assorti №3', 'Суши и роллы')).toBe('fish');
    expect(foodKindOf('Combo 1', null, 'Set')).toBe('dish');
    expect(foodKindOf()).toBe('dish');
  });

  it('has a drawing for every kind', () => {
    for (const node of Object.values(FOOD_ICONS)) expect(node.length).toBeGreaterThan(0);
  });
});
