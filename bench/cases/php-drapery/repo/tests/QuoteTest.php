<?php

declare(strict_types=1);

namespace Drapery\Tests;

use Drapery\Lining;
use Drapery\Quote;
use PHPUnit\Framework\TestCase;

final class QuoteTest extends TestCase
{
    public function testLoungeLined(): void
    {
        $q = new Quote(Fixtures::lounge(), Lining::standardCotton());
        $this->assertSame(16.0, $q->fabricMetres());
        $this->assertSame(76800, $q->fabricPence());
        $this->assertSame(15.1, $q->liningMetres());
        $this->assertSame(9815, $q->liningPence());
        $this->assertSame(14400, $q->makingPence());
        $this->assertSame(101015, $q->netPence());
        $this->assertSame(20203, $q->vatPence());
        $this->assertSame(121218, $q->totalPence());
    }

    public function testStudyUnlinedWithFitting(): void
    {
        $q = new Quote(Fixtures::study(), null, 4500);
        $this->assertSame(8.4, $q->fabricMetres());
        $this->assertSame(40320, $q->fabricPence());
        $this->assertSame(0, $q->liningPence());
        $this->assertSame(14400, $q->makingPence());
        $this->assertSame(59220, $q->netPence());
        $this->assertSame(71064, $q->totalPence());
    }

    public function testLines(): void
    {
        $q = new Quote(Fixtures::bedroom(), null, 2500);
        $this->assertSame([
            'Linen Natural, 5.1 m' => '£163.20',
            'making, eyelet heading, 3 widths' => '£90.00',
            'fitting' => '£25.00',
            'VAT at 20%' => '£55.64',
            'total' => '£333.84',
        ], $q->lines());
    }
}
