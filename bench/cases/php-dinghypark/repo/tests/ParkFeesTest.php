<?php

declare(strict_types=1);

namespace Clubhouse\Dinghypark\Tests;

use Clubhouse\Dinghypark\Boat;
use Clubhouse\Dinghypark\ParkFees;
use Clubhouse\Dinghypark\Register;
use PHPUnit\Framework\TestCase;

final class ParkFeesTest extends TestCase
{
    private Register $register;
    private ParkFees $fees;

    protected function setUp(): void
    {
        $this->register = new Register();
        $this->register->add(new Boat('0712', 'Laser', 'Ann Fisher', 4.2, false));
        $this->register->add(new Boat('712', 'Wayfarer', 'Bill Oduya', 4.8));
        $this->register->add(new Boat('3310', 'Topper', 'Ann Fisher', 3.4));
        $this->register->add(new Boat('1095', 'Wayfarer', 'Cara Singh', 4.8));
        $this->register->add(new Boat('2001', 'GP14', 'Dev Rao', 5.0, false));
        $this->fees = new ParkFees($this->register);
    }

    public function testSmallBoatOnTrolley(): void
    {
        self::assertSame(10500, $this->fees->annualFee($this->register->find('3310')));
    }

    public function testBandLimitBelongsToTheNextBand(): void
    {
        self::assertSame(15000, $this->fees->annualFee($this->register->find('2001')));
    }

    public function testInvoiceLine(): void
    {
        self::assertSame('Cara Singh: Wayfarer 1095, 4.8 m, £135.00', $this->fees->invoiceLine('1095'));
    }

    public function testLeadingZeroIsADifferentBoat(): void
    {
        self::assertSame('Bill Oduya: Wayfarer 712, 4.8 m, £135.00', $this->fees->invoiceLine('712'));
        self::assertSame('Ann Fisher: Laser 0712, 4.2 m, £120.00', $this->fees->invoiceLine('0712'));
    }

    public function testOwnerTotal(): void
    {
        self::assertSame(22500, $this->fees->ownerTotal('Ann Fisher'));
    }

    public function testUnknownBoat(): void
    {
        $this->expectException(\DomainException::class);
        $this->fees->invoiceLine('9999');
    }
}
