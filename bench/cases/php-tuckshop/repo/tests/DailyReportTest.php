<?php

declare(strict_types=1);

namespace Tuckshop\Tests;

use PHPUnit\Framework\TestCase;
use Tuckshop\Basket;
use Tuckshop\DailyReport;
use Tuckshop\Ledger;
use Tuckshop\Pricing;
use Tuckshop\PupilAccount;
use Tuckshop\Stock;
use Tuckshop\Till;

final class DailyReportTest extends TestCase
{
    private const DAY = '2024-03-04';

    private DailyReport $report;

    /**
     * A Monday lunchtime: four pupils, six sales, one refund.
     */
    protected function setUp(): void
    {
        $catalogue = Fixtures::catalogue();
        $stock = Fixtures::stock(10);
        $ledger = new Ledger();
        $till = new Till($catalogue, $stock, $ledger, new Pricing($catalogue));

        $amy = new PupilAccount('p1', 'Amy Lee', 7, '7B');
        $ben = new PupilAccount('p2', 'Ben Ortiz', 9, '9R', ['milk']);
        $cara = new PupilAccount('p3', 'Cara Nwosu', 11, '11G');
        $dev = new PupilAccount('p4', 'Dev Patel', 12, '12S');
        $till->topUp($amy, 1000, self::DAY, 'PP-1001');
        $till->topUp($ben, 500, self::DAY, 'PP-1002');
        $till->topUp($cara, 2000, self::DAY, 'PP-1003');
        $till->topUp($dev, 1500, self::DAY, 'PP-1004');

        // Amy: meal deal at lunch, crisps at afternoon break
        $till->sell($amy, (new Basket())->add('H02')->add('D01')->add('F01'), self::DAY);
        $till->sell($amy, (new Basket())->add('S01'), self::DAY);
        // Ben: pasta, water, banana (no deal: cheaper separately)
        $till->sell($ben, (new Basket())->add('H03')->add('D01')->add('F02'), self::DAY);
        // Cara: two toasties and a juice, then changes her mind about one
        $receipt = $till->sell($cara, (new Basket())->add('H01', 2)->add('D02'), self::DAY);
        $till->refund($receipt->number, $cara, self::DAY);
        $till->sell($cara, (new Basket())->add('H01')->add('D02')->add('F03'), self::DAY);
        // Dev: meal deal and crisps
        $till->sell($dev, (new Basket())->add('H02')->add('D02')->add('F03')->add('S01', 3), self::DAY);

        $this->report = new DailyReport($catalogue, $stock, $ledger, $till, 8);
    }

    public function testUnitsSold(): void
    {
        $this->assertSame(
            ['S01' => 4, 'D01' => 2, 'D02' => 2, 'F03' => 2, 'H02' => 2,
             'F01' => 1, 'F02' => 1, 'H01' => 1, 'H03' => 1],
            $this->report->unitsSold(self::DAY),
        );
    }

    public function testByCategory(): void
    {
        $this->assertSame(
            ['hot' => 670, 'snack' => 200, 'drink' => 280, 'fruit' => 240],
            $this->report->byCategory(self::DAY),
        );
        $this->assertSame(3, $this->report->mealDeals(self::DAY));
    }

    public function testRender(): void
    {
        $expected = <<<TXT
            Tuck shop report for 2024-03-04

            Sales                       £15.90
            Refunds                      £4.00
            Takings                     £11.90
            Top-ups                     £50.00
            Meal deals                       3

            By category (full price):
              Hot food                   £6.70
              Snacks                     £2.00
              Drinks                     £2.80
              Fruit                      £2.40

            Sold:
                4  Ready salted crisps
                2  Still water
                2  Orange juice
                2  Fruit pot
                2  Jacket potato with beans
                1  Apple
                1  Banana
                1  Cheese toastie
                1  Pasta pot

            Reorder:
              Ready salted crisps       6 left
              Still water               8 left
              Orange juice              8 left
              Fruit pot                 8 left
              Jacket potato with beans  8 left

            TXT;
        $this->assertSame($expected, $this->report->render(self::DAY));
    }
}
