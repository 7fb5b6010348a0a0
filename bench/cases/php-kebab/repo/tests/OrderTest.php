<?php

use Kebab\Menu;
use Kebab\Order;
use PHPUnit\Framework\TestCase;

final class OrderTest extends TestCase
{
    public function testSubtotalAndCount(): void
    {
        $o = new Order(Menu::standard());
        $o->add('DK', 2);
        $o->add('CH');
        $o->add('CH');
        $o->add('CN', 3);
        $this->assertSame(['DK' => 2, 'CH' => 2, 'CN' => 3], $o->lines());
        $this->assertSame(7, $o->itemCount());
        $this->assertSame(1500 + 600 + 360, $o->subtotal());
        $o->remove('CN');
        $this->assertSame(2100, $o->subtotal());
    }

    public function testDeliveryNeedsPostcode(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Order(Menu::standard(), true);
    }

    public function testUnknownCodeRefused(): void
    {
        $o = new Order(Menu::standard());
        $this->expectException(InvalidArgumentException::class);
        $o->add('XX');
    }
}
