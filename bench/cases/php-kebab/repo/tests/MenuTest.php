<?php

use Kebab\Menu;
use PHPUnit\Framework\TestCase;

final class MenuTest extends TestCase
{
    public function testStandardMenuSections(): void
    {
        $m = Menu::standard();
        $this->assertSame(['DK', 'CS', 'LS', 'HW', 'FW'], $m->section('kebabs'));
        $this->assertSame(['CH', 'CC', 'HU'], $m->section('sides'));
        $this->assertSame(950, $m->item('LS')['pence']);
    }

    public function testVeganImpliesVegetarian(): void
    {
        $m = Menu::standard();
        $this->assertTrue($m->item('FW')['vegetarian']);
        $this->assertTrue($m->item('FW')['vegan']);
        $this->assertTrue($m->item('HW')['vegetarian']);
        $this->assertFalse($m->item('HW')['vegan']);
        $this->assertFalse($m->item('DK')['vegetarian']);
    }

    public function testRejectsDuplicatesAndBadPrices(): void
    {
        $m = Menu::standard();
        $this->expectException(InvalidArgumentException::class);
        $m->add('DK', 'Another doner', 700, 'kebabs');
    }

    public function testUnknownItem(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Menu::standard()->item('ZZ');
    }
}
