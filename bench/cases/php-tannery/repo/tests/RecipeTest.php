<?php

declare(strict_types=1);

namespace Tannery\Tests;

use PHPUnit\Framework\TestCase;
use Tannery\Recipe;
use Tannery\Step;

final class RecipeTest extends TestCase
{
    public function testDosesOnPeltAndShavedWeight(): void
    {
        $doses = Fixtures::upholstery()->doses(Fixtures::cowBatch());
        $this->assertSame(2.63, $doses['sodium sulphide']);
        $this->assertSame(6.3, $doses['salt']);
        $this->assertSame(3.36, $doses['fatliquor']);
    }

    public function testSameChemicalInTwoStepsIsSummed(): void
    {
        $doses = Fixtures::upholstery()->doses(Fixtures::cowBatch());
        $this->assertSame(8.19, $doses['chrome sulphate']);
        $this->assertCount(8, $doses);
    }

    public function testDosesKeepFirstUseOrder(): void
    {
        $doses = Fixtures::upholstery()->doses(Fixtures::cowBatch());
        $this->assertSame('sodium sulphide', array_key_first($doses));
        $this->assertSame('fatliquor', array_key_last($doses));
    }

    public function testStepRejectsUnknownBasis(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Step('dyeing', 'acid black', 2.0, 'green');
    }

    public function testStepRejectsSillyPercent(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        (new Recipe('bad'))->add(new Step('pickle', 'salt', 120.0));
    }
}
