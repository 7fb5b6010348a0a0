<?php

declare(strict_types=1);

namespace Nursery\Tests;

use DateTimeImmutable;
use Nursery\AgeBand;
use Nursery\Booking;
use Nursery\Child;
use Nursery\InvoiceBuilder;
use Nursery\Session;
use PHPUnit\Framework\TestCase;

final class InvoiceBuilderTest extends TestCase
{
    private InvoiceBuilder $builder;

    protected function setUp(): void
    {
        $this->builder = new InvoiceBuilder(Families::calendar());
    }

    public function testSessionsOnOpenDaysOnly(): void
    {
        $invoice = $this->builder->build('Okafor', Families::okafor(), 2025, 4);
        $ada = $invoice->charges('Ada');
        self::assertSame(['full' => 8, 'morning' => 4], $ada->sessions);
        self::assertSame(65600, $ada->fees);
        self::assertSame(100.0, $ada->bookedHours);
        $ben = $invoice->charges('Ben');
        self::assertSame(['full' => 5, 'afternoon' => 3], $ben->sessions);
        self::assertSame(AgeBand::Toddler, $ben->band);
    }

    public function testFundedHoursAndConsumables(): void
    {
        $ada = $this->builder->build('Okafor', Families::okafor(), 2025, 4)->charges('Ada');
        self::assertSame(47.5, $ada->fundedHours);
        self::assertSame(30400, $ada->fundedDeduction);
        self::assertSame(7125, $ada->consumables);
    }

    public function testFundingIsCappedAtTheHoursBooked(): void
    {
        $booking = new Booking(new Child('Ada', new DateTimeImmutable('2021-05-14')), ['Thu' => Session::Morning]);
        $ada = $this->builder->build('Okafor', [$booking], 2025, 12)->charges('Ada');
        self::assertSame(15.0, $ada->bookedHours);
        self::assertSame(15.0, $ada->fundedHours);
        // Funding pays the full-day hourly rate; mornings cost a little more an hour.
        self::assertSame(10800, $ada->fees);
        self::assertSame(9600, $ada->fundedDeduction);
        self::assertSame(1200 + 2250, $ada->total());
    }

    public function testSiblingDiscountIsForTheYoungerChild(): void
    {
        $invoice = $this->builder->build('Okafor', Families::okafor(), 2025, 4);
        self::assertSame(0, $invoice->charges('Ada')->discount);
        self::assertSame(4540, $invoice->charges('Ben')->discount);
        self::assertSame(42325, $invoice->charges('Ada')->total());
        self::assertSame(40860, $invoice->charges('Ben')->total());
        self::assertSame(83185, $invoice->total());
    }

    public function testOnlyChildHasNoDiscount(): void
    {
        $invoice = $this->builder->build('Lindqvist', Families::lindqvist(), 2025, 5);
        self::assertSame(0, $invoice->discount());
        self::assertSame(['morning' => 6], $invoice->charges('Maja')->sessions);
        self::assertSame(24000, $invoice->total());
    }

    public function testNeedsABooking(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->builder->build('Nobody', [], 2025, 4);
    }
}
