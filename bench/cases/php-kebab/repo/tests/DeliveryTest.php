<?php

use Kebab\Delivery;
use Kebab\Menu;
use Kebab\Order;
use PHPUnit\Framework\TestCase;

final class DeliveryTest extends TestCase
{
    public function testDistrict(): void
    {
        $this->assertSame('LS6', Delivery::district('ls6 1aa'));
        $this->assertSame('LS6', Delivery::district('LS61AA'));
        $this->assertSame('LS16', Delivery::district('LS16 5PB'));
        $this->assertTrue(Delivery::covers('LS2 9JT'));
        $this->assertFalse(Delivery::covers('LS16 5PB'));
    }

    public function testFees(): void
    {
        $o = new Order(Menu::standard(), true, 'LS6 1AA');
        $o->add('DK');
        $o->add('CH');
        $this->assertSame(150, Delivery::fee($o));
        $o->add('LS', 2);
        $this->assertSame(0, Delivery::fee($o));
        $this->assertSame(0, Delivery::fee(new Order(Menu::standard())));
    }

    public function testBelowMinimum(): void
    {
        $o = new Order(Menu::standard(), true, 'LS4 2QQ');
        $o->add('DK');
        $this->expectException(DomainException::class);
        Delivery::fee($o);
    }

    public function testOutsideArea(): void
    {
        $o = new Order(Menu::standard(), true, 'BD1 1AA');
        $o->add('DK', 3);
        $this->expectException(DomainException::class);
        Delivery::fee($o);
    }
}
