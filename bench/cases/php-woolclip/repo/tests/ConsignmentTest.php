<?php

declare(strict_types=1);

namespace Fellside\Woolclip\Tests;

use Fellside\Woolclip\Consignment;
use PHPUnit\Framework\TestCase;

final class ConsignmentTest extends TestCase
{
    public function testTally(): void
    {
        $c = Fixtures::highFold();
        $this->assertSame(6, $c->count());
        $this->assertSame(20200, $c->grams());
    }

    public function testByGradeInGradeOrder(): void
    {
        $rows = Fixtures::highFold()->byGrade();
        $this->assertSame(['F', 'M', 'S', 'C', 'O'], array_keys($rows));
        $this->assertSame(['count' => 2, 'grams' => 6660, 'pence' => 560], $rows['M']);
    }

    public function testGross(): void
    {
        $this->assertSame(1335, Fixtures::highFold()->grossPence());
    }

    public function testBadLine(): void
    {
        $this->expectExceptionMessage('line 2: expected "grade grams", got "M 3.4"');
        Consignment::fromTally('x', "M 3400\nM 3.4\n");
    }
}
