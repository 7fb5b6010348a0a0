/*
 * Licensed to the Apache Software Foundation (ASF) under one or more
 * contributor license agreements.  See the NOTICE file distributed with
 * this work for additional information regarding copyright ownership.
 * The ASF licenses this file to You under the Apache License, Version 2.0
 * (the "License"); you may not use this file except in compliance with
 * the License.  You may obtain a copy of the License at
 *
 *      https://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

package org.apache.commons.text.similarity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SimilarityScoreFromTest {

    private LongestCommonSubsequence longestCommonSubsequence;
    private SimilarityScoreFrom<Integer> similarityScoreFrom;

    @BeforeEach
    void doBeforeEachTest() {
        longestCommonSubsequence = new LongestCommonSubsequence();
        similarityScoreFrom = new SimilarityScoreFrom<>(longestCommonSubsequence, "asdf");
    }

    @Test
    void testApply() {
        assertEquals(1, similarityScoreFrom.apply("s"));
    }

    @Test
    void testFailsToCreateSimilarityScoreFromThrowsIllegalArgumentException() {
        assertThrows(IllegalArgumentException.class, () -> new SimilarityScoreFrom<>(null, ""));
    }

    @Test
    void testGetLeft() {
        assertEquals("asdf", similarityScoreFrom.getLeft());
    }

    @Test
    void testGetSimilarityScore() {
        assertEquals(longestCommonSubsequence, similarityScoreFrom.getSimilarityScore());
    }

}
