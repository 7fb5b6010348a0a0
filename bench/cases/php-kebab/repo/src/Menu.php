<?php

namespace Kebab;

/** The shop's menu: items by code, each with a price in pence, a section and its dietary flags. */
final class Menu
{
    /** @var array<string, array{name: string, pence: int, section: string, vegetarian: bool, vegan: bool, allergens: list<string>}> */
    private array $items = [];

    public function add(string $code, string $name, int $pence, string $section, array $flags = []): void
    {
        if (isset($this->items[$code])) {
            throw new \InvalidArgumentException("duplicate menu code $code");
        }
        if ($pence <= 0) {
            throw new \InvalidArgumentException("price must be positive");
        }
        $vegan = $flags['vegan'] ?? false;
        $this->items[$code] = [
            'name' => $name,
            'pence' => $pence,
            'section' => $section,
            'vegetarian' => $vegan || ($flags['vegetarian'] ?? false),
            'vegan' => $vegan,
            'allergens' => $flags['allergens'] ?? [],
        ];
    }

    public function item(string $code): array
    {
        if (!isset($this->items[$code])) {
            throw new \InvalidArgumentException("no menu item $code");
        }
        return $this->items[$code];
    }

    public function has(string $code): bool
    {
        return isset($this->items[$code]);
    }

    /** @return list<string> codes in the section, in menu order */
    public function section(string $section): array
    {
        $codes = [];
        foreach ($this->items as $code => $item) {
            if ($item['section'] === $section) {
                $codes[] = $code;
            }
        }
        return $codes;
    }

    public static function standard(): self
    {
        $m = new self();
        $m->add('DK', 'Doner kebab', 750, 'kebabs', ['allergens' => ['gluten', 'milk']]);
        $m->add('CS', 'Chicken shish', 850, 'kebabs', ['allergens' => ['gluten']]);
        $m->add('LS', 'Lamb shish', 950, 'kebabs', ['allergens' => ['gluten']]);
        $m->add('HW', 'Halloumi wrap', 700, 'kebabs', ['vegetarian' => true, 'allergens' => ['gluten', 'milk']]);
        $m->add('FW', 'Falafel wrap', 650, 'kebabs', ['vegan' => true, 'allergens' => ['gluten', 'sesame']]);
        $m->add('CH', 'Chips', 300, 'sides', ['vegan' => true]);
        $m->add('CC', 'Cheesy chips', 400, 'sides', ['vegetarian' => true, 'allergens' => ['milk']]);
        $m->add('HU', 'Houmous and pitta', 350, 'sides', ['vegan' => true, 'allergens' => ['gluten', 'sesame']]);
        $m->add('BK', 'Baklava', 250, 'desserts', ['vegetarian' => true, 'allergens' => ['gluten', 'nuts', 'milk']]);
        $m->add('CN', 'Can of drink', 120, 'drinks', ['vegan' => true]);
        return $m;
    }
}
