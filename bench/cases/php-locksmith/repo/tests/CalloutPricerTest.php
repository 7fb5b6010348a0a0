<?php

declare(strict_types=1);

namespace Locksmith\Tests;

use Locksmith\Callout\BankHolidays;
use Locksmith\Callout\Callout;
use Locksmith\Callout\CalloutPricer;
use Locksmith\Callout\Part;
use Locksmith\Callout\RateCard;
use Locksmith\Invoice\InvoiceLine;
use Locksmith\Money;
use PHPUnit\Framework\TestCase;

final class CalloutPricerTest extends TestCase
{
    private CalloutPricer $pricer;

    protected function setUp(): void
    {
        $this->pricer = new CalloutPricer(RateCard::standard(), new BankHolidays(['2025-08-25', '2025-12-25']));
    }

    private function fee(string $arrival): InvoiceLine
    {
        return $this->pricer->lines(new Callout(new \DateTimeImmutable($arrival), 20))[0];
    }

    /**
     * @return array<string, array{string, string, int}>
     */
    public static function arrivals(): array
    {
        return [
            'weekday morning' => ['2025-06-16 08:00', 'Daytime call-out', 7500],
            'weekday afternoon' => ['2025-06-18 17:59', 'Daytime call-out', 7500],
            'weekday evening' => ['2025-06-18 18:00', 'Evening call-out', 9500],
            'weekday late evening' => ['2025-06-19 21:45', 'Evening call-out', 9500],
            'weekday night' => ['2025-06-19 22:00', 'Night call-out', 13000],
            'early morning' => ['2025-06-20 07:59', 'Night call-out', 13000],
            'saturday morning' => ['2025-06-14 09:30', 'Weekend call-out', 11000],
            'saturday evening' => ['2025-06-14 19:00', 'Weekend call-out', 11000],
            'saturday night' => ['2025-06-14 23:10', 'Night call-out', 13000],
            'bank holiday monday' => ['2025-08-25 11:00', 'Weekend call-out', 11000],
            'christmas night' => ['2025-12-25 02:00', 'Night call-out', 13000],
        ];
    }

    /**
     * @dataProvider arrivals
     */
    public function testCalloutFeeDependsOnArrival(string $arrival, string $label, int $pence): void
    {
        $fee = $this->fee($arrival);
        $this->assertSame($label, $fee->description);
        $this->assertSame($pence, $fee->amount()->pence);
    }

    public function testSundayAfternoonLockout(): void
    {
        $lines = $this->pricer->lines(new Callout(new \DateTimeImmutable('2025-06-15 14:20'), 25));

        $this->assertCount(1, $lines);
        $this->assertSame('Weekend call-out', $lines[0]->description);
        $this->assertSame('£110.00', $lines[0]->amount()->format());
    }

    public function testFirstHalfHourIsIncluded(): void
    {
        $this->assertCount(1, $this->pricer->lines(new Callout(new \DateTimeImmutable('2025-06-16 10:00'), 30)));
    }

    public function testExtraLabourIsChargedInWholeBlocks(): void
    {
        $rates = RateCard::standard();
        $this->assertSame(0, $rates->labourBlocks(0));
        $this->assertSame(1, $rates->labourBlocks(31));
        $this->assertSame(1, $rates->labourBlocks(45));
        $this->assertSame(2, $rates->labourBlocks(46));

        $lines = $this->pricer->lines(new Callout(new \DateTimeImmutable('2025-06-16 10:00'), 70));
        $this->assertSame('Additional labour (15 min)', $lines[1]->description);
        $this->assertSame(3, $lines[1]->quantity);
        $this->assertSame(4500, $lines[1]->amount()->pence);
    }

    public function testSundayLockChangeWithParts(): void
    {
        $callout = new Callout(new \DateTimeImmutable('2025-03-09 10:15'), 55, [
            new Part('Euro cylinder 40/50 anti-snap', Money::pounds('38.00')),
            new Part('Spare cut key', Money::pounds('4.50'), 2),
        ]);

        $lines = $this->pricer->lines($callout);
        $total = Money::sum(array_map(fn (InvoiceLine $l) => $l->amount(), $lines));

        $this->assertSame(['Weekend call-out', 'Additional labour (15 min)', 'Euro cylinder 40/50 anti-snap', 'Spare cut key'],
            array_map(fn (InvoiceLine $l) => $l->description, $lines));
        $this->assertSame('£187.00', $total->format());
    }

    public function testUnknownBandIsRejected(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        RateCard::standard()->feeFor('lunchtime');
    }
}
