<?php

use Kebab\Menu;
use Kebab\Order;
use Kebab\Receipt;
use PHPUnit\Framework\TestCase;

final class ReceiptTest extends TestCase
{
    public function testDeliveryReceipt(): void
    {
        $o = new Order(Menu::standard(), true, 'LS6 1AA');
        $o->add('DK');
        $o->add('CC');
        $expected = <<<TXT
 1 x Doner kebab            £7.50
 1 x Cheesy chips           £4.00
     Delivery               £1.50
     Total                 £13.00
Contains: gluten, milk

TXT;
        $this->assertSame($expected, Receipt::render($o));
        $this->assertSame(1300, Receipt::total($o));
    }

    public function testCollectionReceiptHasNoDeliveryLine(): void
    {
        $o = new Order(Menu::standard());
        $o->add('CH', 2);
        $this->assertStringNotContainsString('Delivery', Receipt::render($o));
        $this->assertStringNotContainsString('Contains', Receipt::render($o));
    }
}
