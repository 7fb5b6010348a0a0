<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use TownLib\Fines\Calendar;
use TownLib\Fines\FineCalculator;
use TownLib\Fines\FinePolicy;
use TownLib\Fines\Loan;
use TownLib\Fines\Overdue;

final class FineCalculatorTest extends TestCase
{
    private function calculator(): FineCalculator
    {
        $calendar = new Calendar([new DateTimeImmutable('2026-04-03'), new DateTimeImmutable('2026-04-06')]);
        return new FineCalculator(new Overdue($calendar, 1), new FinePolicy());
    }

    private function loan(string $barcode, string $kind, string $due, string $returned): Loan
    {
        return new Loan($barcode, $kind, new DateTimeImmutable($due), new DateTimeImmutable($returned));
    }

    public function testBookOverTwoWeekends(): void
    {
        // due Thu 2 April, back Sat 11 April: open days Sat 4, Tue 7 .. Sat 11 = 6 (Fri 3 and Mon 6 are
        // holidays, Sundays are closed), less one grace day = 5 days at 20 cents
        $fine = $this->calculator()->fineFor($this->loan('B1', 'book', '2026-04-02', '2026-04-11'));
        self::assertSame(100, $fine);
    }

    public function testDvdIsCapped(): void
    {
        $fine = $this->calculator()->fineFor($this->loan('D1', 'dvd', '2026-03-02', '2026-04-30'));
        self::assertSame(1500, $fine);
    }

    public function testFinesListsOnlyLoansThatOweSomething(): void
    {
        $fines = $this->calculator()->fines([
            $this->loan('B2', 'book', '2026-03-09', '2026-03-10'),
            $this->loan('B3', 'book', '2026-03-09', '2026-03-21'),
            $this->loan('D2', 'dvd', '2026-03-13', '2026-03-16'),
        ]);
        // B2: one open day, inside the grace day. B3: Tue 10 .. Sat 21 less Sun 15 = 11 open days, 10 fined.
        // D2: due Fri 13, Sat 14 open, Sun 15 closed, Mon 16 open = 2, one fined.
        self::assertSame(['B3' => 200, 'D2' => 100], $fines);
    }
}
