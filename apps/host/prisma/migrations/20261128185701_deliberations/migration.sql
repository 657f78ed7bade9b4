-- CreateTable
CREATE TABLE "Deliberation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "argumentId" INTEGER NOT NULL,
    "starterId" INTEGER NOT NULL,
    "pooling" TEXT NOT NULL,
    "openRound" INTEGER NOT NULL DEFAULT 1,
    "finishedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Deliberation_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Deliberation_starterId_fkey" FOREIGN KEY ("starterId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DeliberationMember" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "deliberationId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "joinedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeliberationMember_deliberationId_fkey" FOREIGN KEY ("deliberationId") REFERENCES "Deliberation" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DeliberationMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DeliberationSubmission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "deliberationId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "userId" INTEGER,
    "premiseProbabilities" TEXT NOT NULL,
    "inferenceStrength" REAL NOT NULL,
    "fallbackSupport" REAL NOT NULL,
    "reasons" TEXT NOT NULL DEFAULT '[]',
    "submittedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeliberationSubmission_deliberationId_fkey" FOREIGN KEY ("deliberationId") REFERENCES "Deliberation" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DeliberationSubmission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DeliberationRound" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "deliberationId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "view" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeliberationRound_deliberationId_fkey" FOREIGN KEY ("deliberationId") REFERENCES "Deliberation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Deliberation_argumentId_idx" ON "Deliberation"("argumentId");

-- CreateIndex
CREATE INDEX "Deliberation_starterId_idx" ON "Deliberation"("starterId");

-- CreateIndex
CREATE INDEX "DeliberationMember_userId_idx" ON "DeliberationMember"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "DeliberationMember_deliberationId_userId_key" ON "DeliberationMember"("deliberationId", "userId");

-- CreateIndex
CREATE INDEX "DeliberationSubmission_userId_idx" ON "DeliberationSubmission"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "DeliberationSubmission_deliberationId_round_userId_key" ON "DeliberationSubmission"("deliberationId", "round", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "DeliberationRound_deliberationId_round_key" ON "DeliberationRound"("deliberationId", "round");
