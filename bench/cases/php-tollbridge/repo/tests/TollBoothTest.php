<?php

declare(strict_types=1);

namespace TollBridge\Tests;

use DateTimeImmutable;
use DomainException;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use TollBridge\Account;
use TollBridge\Crossing;
use TollBridge\Money;
use TollBridge\Tariff;
use TollBridge\TollBooth;
use TollBridge\VehicleClass;

final class TollBoothTest extends TestCase
{
    private TollBooth $booth;

    protected function setUp(): void
    {
        $this->booth = new TollBooth(new Tariff());
        $this->booth->register(new Account('T-0001', 'KX19 ABC', 800));
        $this->booth->exempt('AMB 999');
    }

    public function testCardPaysTheFare(): void
    {
        $c = $this->booth->pass('LD65 XYZ', VehicleClass::Car, new DateTimeImmutable('2025-03-03 08:00'), 'N');
        $this->assertSame(230, $c->charged);
        $this->assertSame('card', $c->method);
        $this->assertSame(0, $c->discount());
    }

    public function testTagGetsTheDiscount(): void
    {
        $c = $this->booth->pass('KX19 ABC', VehicleClass::Car, new DateTimeImmutable('2025-03-03 08:00'), 'N');
        $this->assertSame('tag', $c->method);
        $this->assertSame(207, $c->charged);
        $this->assertSame(23, $c->discount());
        $this->assertSame(593, $this->booth->account('KX19 ABC')->balance());
    }

    public function testTagOnAnHgvPaysFull(): void
    {
        $c = $this->booth->pass('KX19 ABC', VehicleClass::Hgv, new DateTimeImmutable('2025-03-03 12:00'), 'S');
        $this->assertSame('card', $c->method);
        $this->assertSame(780, $c->charged);
    }

    public function testAutoTopUp(): void
    {
        $at = new DateTimeImmutable('2025-03-03 11:00');
        $this->booth->pass('KX19 ABC', VehicleClass::Van, $at, 'N');     // 261: 539
        $this->booth->pass('KX19 ABC', VehicleClass::Van, $at, 'S');     // 261: 278, topped up to 2278
        $account = $this->booth->account('KX19 ABC');
        $this->assertSame(2278, $account->balance());
        $this->assertSame([2000], $account->topUps());
    }

    public function testExempt(): void
    {
        $c = $this->booth->pass('AMB 999', VehicleClass::Van, new DateTimeImmutable('2025-03-03 08:00'), 'S');
        $this->assertSame(0, $c->charged);
        $this->assertSame('exempt', $c->method);
    }

    public function testBadDirection(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->booth->pass('LD65 XYZ', VehicleClass::Car, new DateTimeImmutable('2025-03-03 08:00'), 'E');
    }

    public function testAccountRefusesAnotherPlate(): void
    {
        $account = new Account('T-0002', 'AB12 CDE');
        $this->expectException(DomainException::class);
        $account->record(new Crossing('ZZ99 ZZZ', new DateTimeImmutable(), VehicleClass::Car, 'N', 180, 162, 'tag'));
    }

    public function testTakings(): void
    {
        $day = new DateTimeImmutable('2025-03-03');
        $this->booth->pass('LD65 XYZ', VehicleClass::Car, $day->setTime(8, 0), 'N');
        $this->booth->pass('KX19 ABC', VehicleClass::Car, $day->setTime(8, 5), 'N');
        $this->booth->pass('AMB 999', VehicleClass::Van, $day->setTime(9, 0), 'S');
        $this->booth->pass('LD65 XYZ', VehicleClass::Car, $day->setTime(12, 0), 'S', 'cash');
        $this->booth->pass('LD65 XYZ', VehicleClass::Car, $day->modify('+1 day')->setTime(8, 0), 'N');
        $this->assertSame(['card' => 230, 'cash' => 180, 'exempt' => 0, 'tag' => 207], $this->booth->takings($day));
    }

    public function testMoney(): void
    {
        $this->assertSame('£0.05', Money::format(5));
        $this->assertSame('£1,234.50', Money::format(123450));
        $this->assertSame('-£2.07', Money::format(-207));
    }
}
