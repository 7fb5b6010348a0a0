<?php

declare(strict_types=1);

namespace Fencing\Tests;

use Fencing\BoutResult;
use PHPUnit\Framework\TestCase;

final class BoutResultTest extends TestCase
{
    public function testReadsTheSheetNotation(): void
    {
        $v = BoutResult::parse('V');
        $this->assertTrue($v->isVictory());
        $this->assertSame(5, $v->touches());

        $v4 = BoutResult::parse('v4');
        $this->assertTrue($v4->isVictory());
        $this->assertSame(4, $v4->touches());

        $d3 = BoutResult::parse(' D3 ');
        $this->assertFalse($d3->isVictory());
        $this->assertSame(3, $d3->touches());
    }

    /** @dataProvider nonsense */
    public function testRejectsNonsense(string $code): void
    {
        $this->expectException(\InvalidArgumentException::class);
        BoutResult::parse($code);
    }

    /** @return array<string, array{string}> */
    public function nonsense(): array
    {
        return [
            'defeat with five' => ['D5'],
            'victory with six' => ['V6'],
            'defeat without touches' => ['D'],
            'not a result' => ['W2'],
            'empty' => [''],
        ];
    }
}
