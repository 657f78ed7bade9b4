-- CreateTable
CREATE TABLE "Deliberation" (
    "id" SERIAL NOT NULL,
    "argumentId" INTEGER NOT NULL,
    "starterId" INTEGER NOT NULL,
    "pooling" TEXT NOT NULL,
    "openRound" INTEGER NOT NULL DEFAULT 1,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Deliberation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliberationMember" (
    "id" SERIAL NOT NULL,
    "deliberationId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliberationMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliberationSubmission" (
    "id" SERIAL NOT NULL,
    "deliberationId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "userId" INTEGER,
    "premiseProbabilities" TEXT NOT NULL,
    "inferenceStrength" DOUBLE PRECISION NOT NULL,
    "fallbackSupport" DOUBLE PRECISION NOT NULL,
    "reasons" TEXT NOT NULL DEFAULT '[]',
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliberationSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliberationRound" (
    "id" SERIAL NOT NULL,
    "deliberationId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "view" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliberationRound_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "Deliberation" ADD CONSTRAINT "Deliberation_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Deliberation" ADD CONSTRAINT "Deliberation_starterId_fkey" FOREIGN KEY ("starterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliberationMember" ADD CONSTRAINT "DeliberationMember_deliberationId_fkey" FOREIGN KEY ("deliberationId") REFERENCES "Deliberation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliberationMember" ADD CONSTRAINT "DeliberationMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliberationSubmission" ADD CONSTRAINT "DeliberationSubmission_deliberationId_fkey" FOREIGN KEY ("deliberationId") REFERENCES "Deliberation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliberationSubmission" ADD CONSTRAINT "DeliberationSubmission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliberationRound" ADD CONSTRAINT "DeliberationRound_deliberationId_fkey" FOREIGN KEY ("deliberationId") REFERENCES "Deliberation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
