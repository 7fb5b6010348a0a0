<?php

declare(strict_types=1);

namespace DrivingRange\Tests;

use DrivingRange\Bay;
use DrivingRange\BayType;
use DrivingRange\Booking;
use DrivingRange\Money;
use DrivingRange\Receipt;
use DrivingRange\Tariff;
use PHPUnit\Framework\TestCase;

final class ReceiptTest extends TestCase
{
    public function testEveningVisit(): void
    {
        $tariff = new Tariff();
        $receipt = (new Receipt('Ellis'))
            ->addBooking(Booking::at(new Bay(11, BayType::Tracked, 2), '2024-03-12 18:00', 60, 'Ellis'), $tariff)
            ->add('Medium bucket', $tariff->bucket('medium')[1], 2)
            ->add('Glove', Money::pence(1299));

        $this->assertSame(4049, $receipt->total()->pence);
        $this->assertSame(675, $receipt->vat()->pence);
        $this->assertSame(
            "Receipt for Ellis\n"
            . "Tracked bay 11 (tier 2) 18:00-19:00        £17.50\n"
            . "2 x Medium bucket                          £10.00\n"
            . "Glove                                      £12.99\n"
            . "Total                                      £40.49\n"
            . "of which VAT at 20%                         £6.75\n",
            $receipt->render(),
        );
    }

    public function testQuantity(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        (new Receipt('Moss'))->add('Tee', Money::pence(50), 0);
    }
}
