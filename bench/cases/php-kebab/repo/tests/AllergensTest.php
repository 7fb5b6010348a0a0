<?php

use Kebab\Allergens;
use Kebab\Menu;
use Kebab\Order;
use PHPUnit\Framework\TestCase;

final class AllergensTest extends TestCase
{
    public function testInOrder(): void
    {
        $o = new Order(Menu::standard());
        $o->add('BK');
        $o->add('FW');
        $this->assertSame(['gluten', 'milk', 'nuts', 'sesame'], Allergens::inOrder($o));
        $this->assertSame(['BK', 'FW'], Allergens::itemsWith($o, 'gluten'));
        $this->assertSame(['BK'], Allergens::itemsWith($o, 'nuts'));
    }

    public function testNothingDeclarable(): void
    {
        $o = new Order(Menu::standard());
        $o->add('CH');
        $o->add('CN');
        $this->assertSame([], Allergens::inOrder($o));
    }

    public function testUnknownAllergen(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Allergens::itemsWith(new Order(Menu::standard()), 'garlic');
    }
}
