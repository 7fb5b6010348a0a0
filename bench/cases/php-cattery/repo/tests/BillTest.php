<?php

declare(strict_types=1);

use Pennant\Cattery\Bill;
use PHPUnit\Framework\TestCase;

final class BillTest extends TestCase
{
    public function testOffPeakWeekInASinglePen(): void
    {
        $bill = new Bill(Fixtures::stay('Hughes'));
        $this->assertSame(['Board, 7 nights at £14.50' => 10150], $bill->lines);
        $this->assertSame(10150, $bill->total);
    }

    public function testSecondCatAtTheFurtherRateAndPeakFromTheHolidays(): void
    {
        $bill = new Bill(Fixtures::stay('Okoro'));
        $this->assertSame([
            'Board, 7 nights at £25.50' => 17850,
            'Peak supplement, 3 nights' => 1914,
        ], $bill->lines);
        $this->assertSame(19764, $bill->total);
    }

    public function testTheWholeSummerHolidayInAFamilyPen(): void
    {
        $bill = new Bill(Fixtures::stay('Lindqvist'));
        $this->assertSame([
            'Board, 35 nights at £34.50' => 120750,
            'Peak supplement, 31 nights' => 26753,
        ], $bill->lines);
        $this->assertSame(147503, $bill->total);
    }

    public function testMedicationIsChargedPerDay(): void
    {
        $bill = new Bill(Fixtures::stay('Patel'));
        $this->assertSame([
            'Board, 4 nights at £14.50' => 5800,
            'Peak supplement, 3 nights' => 1089,
            'Medication, 4 days' => 1200,
        ], $bill->lines);
        $this->assertSame(8089, $bill->total);
    }

    public function testRender(): void
    {
        $expected = implode("\n", [
            'Okoro: Pepper, Salt',
            '  Board, 7 nights at £25.50             £178.50',
            '  Peak supplement, 3 nights               £19.14',
            '  Total                                  £197.64',
        ]);
        $this->assertSame($expected, (new Bill(Fixtures::stay('Okoro')))->render());
    }
}
