<?php

declare(strict_types=1);

namespace Tuckshop\Tests;

use PHPUnit\Framework\TestCase;
use Tuckshop\Basket;
use Tuckshop\Category;
use Tuckshop\Ledger;
use Tuckshop\Pricing;
use Tuckshop\PupilAccount;
use Tuckshop\SaleRefused;
use Tuckshop\Stock;
use Tuckshop\Till;

final class TillTest extends TestCase
{
    private const DAY = '2024-03-04';

    private Stock $stock;
    private Ledger $ledger;
    private Till $till;
    private PupilAccount $amy;

    protected function setUp(): void
    {
        $catalogue = Fixtures::catalogue();
        $this->stock = Fixtures::stock();
        $this->ledger = new Ledger();
        $this->till = new Till($catalogue, $this->stock, $this->ledger, new Pricing($catalogue));
        $this->amy = new PupilAccount('p1', 'Amy Lee', 7, '7B');
        $this->till->topUp($this->amy, 1000, self::DAY, 'PP-1001');
    }

    public function testSellTakesPaymentAndStock(): void
    {
        $receipt = $this->till->sell($this->amy, (new Basket())->add('S01')->add('D01'), self::DAY);

        $this->assertSame('R0001', $receipt->number);
        $this->assertSame(110, $receipt->quote->total());
        $this->assertSame(890, $this->amy->balance());
        $this->assertSame(890, $receipt->balanceAfter);
        $this->assertSame(19, $this->stock->level('S01'));
        $this->assertSame(110, $this->ledger->total(Ledger::SALE, self::DAY));
    }

    public function testRefusedForAllergen(): void
    {
        $ben = new PupilAccount('p2', 'Ben Ortiz', 9, '9R', ['milk']);
        $this->till->topUp($ben, 500, self::DAY);

        $this->expectException(SaleRefused::class);
        $this->expectExceptionMessage('Chocolate cookie contains milk, which Ben Ortiz (9R) is allergic to');
        $this->till->sell($ben, (new Basket())->add('F01')->add('S03'), self::DAY);
    }

    public function testRefusedForBlockedCategory(): void
    {
        $this->amy->block(Category::Snack);
        $this->expectException(SaleRefused::class);
        $this->expectExceptionMessage('Snacks are blocked on the account of Amy Lee (7B)');
        $this->till->sell($this->amy, (new Basket())->add('S02'), self::DAY);
    }

    public function testRefusedWhenOutOfStock(): void
    {
        $this->expectException(SaleRefused::class);
        $this->expectExceptionMessage('Only 20 Apple left');
        $this->till->sell($this->amy, (new Basket())->add('F01', 21), self::DAY);
    }

    public function testDailyLimitCountsEarlierSales(): void
    {
        $this->till->sell($this->amy, (new Basket())->add('H01'), self::DAY);

        $this->expectException(SaleRefused::class);
        $this->expectExceptionMessage('Daily limit of £3.00 reached for Amy Lee (7B)');
        $this->till->sell($this->amy, (new Basket())->add('H01'), self::DAY);
    }

    public function testSpendUpToDailyLimit(): void
    {
        // meal deal 2.50, then crisps 0.50: exactly the 3.00 limit of a Year 7
        $this->till->sell($this->amy, (new Basket())->add('H02')->add('D01')->add('F01'), self::DAY);
        $this->till->sell($this->amy, (new Basket())->add('S01'), self::DAY);

        $this->assertSame(300, $this->amy->spentOn(self::DAY));
        $this->assertSame(700, $this->amy->balance());
    }

    public function testParentSetLimit(): void
    {
        $this->amy->setDailyLimit(100);
        $this->expectException(SaleRefused::class);
        $this->expectExceptionMessage('Daily limit of £1.00 reached');
        $this->till->sell($this->amy, (new Basket())->add('H01'), self::DAY);
    }

    public function testInsufficientFunds(): void
    {
        $cara = new PupilAccount('p3', 'Cara Nwosu', 11, '11G');
        $this->till->topUp($cara, 100, self::DAY);

        $this->expectException(SaleRefused::class);
        $this->expectExceptionMessage('Cara Nwosu (11G) has £1.00, not enough for £1.60');
        $this->till->sell($cara, (new Basket())->add('H01'), self::DAY);
    }

    public function testRefusedSaleChangesNothing(): void
    {
        $this->amy->block(Category::Drink);
        try {
            $this->till->sell($this->amy, (new Basket())->add('H01')->add('D01'), self::DAY);
            $this->fail('sale should be refused');
        } catch (SaleRefused) {
        }
        $this->assertSame(1000, $this->amy->balance());
        $this->assertSame(20, $this->stock->level('H01'));
        $this->assertSame(0, $this->ledger->total(Ledger::SALE, self::DAY));
    }

    public function testRefund(): void
    {
        $receipt = $this->till->sell($this->amy, (new Basket())->add('H01')->add('D02')->add('F03'), self::DAY);
        $this->till->refund($receipt->number, $this->amy, self::DAY);

        $this->assertSame(1000, $this->amy->balance());
        $this->assertSame(0, $this->amy->spentOn(self::DAY));
        $this->assertSame(20, $this->stock->level('H01'));
        $this->assertSame(0, $this->ledger->takings(self::DAY));
        $this->assertSame([], $this->till->receipts(self::DAY));
    }

    public function testReceiptRender(): void
    {
        $receipt = $this->till->sell($this->amy, (new Basket())->add('H01')->add('D02')->add('F03'), self::DAY);
        $expected = <<<TXT
            Receipt R0001  2024-03-04
             1 x Cheese toastie          £1.60
             1 x Orange juice            £0.80
             1 x Fruit pot               £0.90
            Meal deal x1                -£0.80
            Total                        £2.50
            Balance left                 £7.50

            TXT;
        $this->assertSame($expected, $receipt->render());
    }
}
