<?php

declare(strict_types=1);

namespace Tuckshop\Tests;

use PHPUnit\Framework\TestCase;
use Tuckshop\Category;
use Tuckshop\DailyLimit;
use Tuckshop\PupilAccount;

final class PupilAccountTest extends TestCase
{
    public function testDefaultLimitByYearGroup(): void
    {
        $this->assertSame(300, (new PupilAccount('p1', 'Amy Lee', 7, '7B'))->dailyLimit());
        $this->assertSame(300, (new PupilAccount('p2', 'Ben Ortiz', 9, '9R'))->dailyLimit());
        $this->assertSame(400, (new PupilAccount('p3', 'Cara Nwosu', 11, '11G'))->dailyLimit());
        $this->assertSame(600, (new PupilAccount('p4', 'Dev Patel', 12, '12S'))->dailyLimit());
        $this->assertSame(150, (new PupilAccount('p5', 'Eli Ward', 8, '8B', [], 150))->dailyLimit());
    }

    public function testNoSuchYearGroup(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        DailyLimit::forYear(6);
    }

    public function testDebitTracksSpendPerDay(): void
    {
        $account = new PupilAccount('p1', 'Amy Lee', 7, '7B');
        $account->topUp(1000);
        $account->debit(250, '2024-03-04');
        $account->debit(50, '2024-03-04');
        $account->debit(120, '2024-03-05');

        $this->assertSame(580, $account->balance());
        $this->assertSame(300, $account->spentOn('2024-03-04'));
        $this->assertSame(120, $account->spentOn('2024-03-05'));
        $this->assertSame(0, $account->spentOn('2024-03-06'));
    }

    public function testCreditGivesBackSpend(): void
    {
        $account = new PupilAccount('p1', 'Amy Lee', 7, '7B');
        $account->topUp(500);
        $account->debit(200, '2024-03-04');
        $account->credit(200, '2024-03-04');
        $this->assertSame(500, $account->balance());
        $this->assertSame(0, $account->spentOn('2024-03-04'));
    }

    public function testCannotOverdraw(): void
    {
        $account = new PupilAccount('p1', 'Amy Lee', 7, '7B');
        $account->topUp(100);
        $this->expectException(\LogicException::class);
        $account->debit(101, '2024-03-04');
    }
}
