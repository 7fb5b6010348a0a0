<?php

declare(strict_types=1);

use Hillside\Orchard\Format\TableFormatter;
use PHPUnit\Framework\TestCase;

final class TableFormatterTest extends TestCase
{
    public function testColumnsFitTheWidestCell(): void
    {
        $table = new TableFormatter(['name' => 'Name', 'row' => 'Row']);
        $this->assertSame(
            "Name     Row\n" .
            "-------  ---\n" .
            "Ana      12\n" .
            "Rosalie  7\n",
            $table->render([['name' => 'Ana', 'row' => 12], ['name' => 'Rosalie', 'row' => 7]]),
        );
    }

    public function testMissingCellsAreBlank(): void
    {
        $table = new TableFormatter(['a' => 'A', 'b' => 'B', 'c' => 'C']);
        $this->assertSame("A  B  C\n-  -  -\nx     z\n", $table->render([['a' => 'x', 'c' => 'z']]));
    }

    public function testNoRows(): void
    {
        $table = new TableFormatter(['variety' => 'Variety']);
        $this->assertSame("Variety\n-------\n", $table->render([]));
    }
}
