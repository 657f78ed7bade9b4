-- CreateEnum
CREATE TYPE "Role" AS ENUM ('USER', 'ADMIN');

-- CreateEnum
CREATE TYPE "ArgumentType" AS ENUM ('DEDUCTIVE', 'INDUCTIVE');

-- CreateEnum
CREATE TYPE "Visibility" AS ENUM ('PUBLIC', 'FRIENDS_ONLY', 'PRIVATE');

-- CreateEnum
CREATE TYPE "ClaimRole" AS ENUM ('PREMISE', 'CONCLUSION');

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'USER',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Argument" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "summarizedDescription" TEXT NOT NULL DEFAULT '',
    "argumentType" "ArgumentType" NOT NULL DEFAULT 'INDUCTIVE',
    "argumentFormId" INTEGER,
    "logicSystemId" INTEGER,
    "totalInferenceEval" DOUBLE PRECISION,
    "totalEvidenceEval" DOUBLE PRECISION,
    "visibility" "Visibility" NOT NULL DEFAULT 'PRIVATE',
    "provedDeductiveUsingSystem" TEXT NOT NULL DEFAULT 'propositional',
    "ownerId" INTEGER NOT NULL,
    "shareToken" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Argument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Claim" (
    "id" TEXT NOT NULL,
    "argumentId" INTEGER NOT NULL,
    "role" "ClaimRole" NOT NULL,
    "position" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "negationContent" TEXT,

    CONSTRAINT "Claim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserArgumentEvaluation" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "argumentId" INTEGER NOT NULL,
    "evaluationMode" TEXT NOT NULL,
    "inferenceStrength" DOUBLE PRECISION NOT NULL,
    "fallbackSupport" DOUBLE PRECISION NOT NULL,
    "evaluationSettings" TEXT NOT NULL DEFAULT '{}',
    "premiseProbabilities" TEXT NOT NULL DEFAULT '[]',
    "conclusionProbability" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserArgumentEvaluation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConditionalProbability" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "antecedentClaims" TEXT NOT NULL,
    "consequentClaims" TEXT NOT NULL,
    "conditionalProbability" DOUBLE PRECISION NOT NULL,
    "source" TEXT,
    "metadata" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConditionalProbability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DependencySettings" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "argumentId" INTEGER NOT NULL,
    "dependencies" TEXT NOT NULL DEFAULT '{}',
    "premiseConditionals" TEXT NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DependencySettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserSettings" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "detailLevel" TEXT NOT NULL,
    "conviction" DOUBLE PRECISION NOT NULL,
    "constraintResolutionMode" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DialecticalRelationship" (
    "id" SERIAL NOT NULL,
    "sourceArgumentId" INTEGER NOT NULL,
    "targetArgumentId" INTEGER NOT NULL,
    "linkType" TEXT NOT NULL DEFAULT 'refute',
    "targetClaimId" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DialecticalRelationship_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Version" (
    "id" SERIAL NOT NULL,
    "argumentId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "versionNumber" INTEGER NOT NULL,
    "isCurrent" BOOLEAN NOT NULL DEFAULT false,
    "isCanonical" BOOLEAN NOT NULL DEFAULT false,
    "changeSummary" TEXT NOT NULL DEFAULT '',
    "snapshot" TEXT NOT NULL,
    "parentId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Version_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedProof" (
    "id" SERIAL NOT NULL,
    "argumentId" INTEGER NOT NULL,
    "proofState" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavedProof_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "idHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3),

    CONSTRAINT "Session_pkey" PRIMARY KEY ("idHash")
);

-- CreateTable
CREATE TABLE "ThrottleEvent" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ThrottleEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Argument_shareToken_key" ON "Argument"("shareToken");

-- CreateIndex
CREATE INDEX "Argument_ownerId_idx" ON "Argument"("ownerId");

-- CreateIndex
CREATE INDEX "Argument_visibility_idx" ON "Argument"("visibility");

-- CreateIndex
CREATE UNIQUE INDEX "Claim_argumentId_role_position_key" ON "Claim"("argumentId", "role", "position");

-- CreateIndex
CREATE INDEX "UserArgumentEvaluation_argumentId_idx" ON "UserArgumentEvaluation"("argumentId");

-- CreateIndex
CREATE UNIQUE INDEX "UserArgumentEvaluation_userId_argumentId_key" ON "UserArgumentEvaluation"("userId", "argumentId");

-- CreateIndex
CREATE INDEX "ConditionalProbability_userId_idx" ON "ConditionalProbability"("userId");

-- CreateIndex
CREATE INDEX "DependencySettings_argumentId_idx" ON "DependencySettings"("argumentId");

-- CreateIndex
CREATE UNIQUE INDEX "DependencySettings_userId_argumentId_key" ON "DependencySettings"("userId", "argumentId");

-- CreateIndex
CREATE UNIQUE INDEX "UserSettings_userId_key" ON "UserSettings"("userId");

-- CreateIndex
CREATE INDEX "DialecticalRelationship_targetArgumentId_idx" ON "DialecticalRelationship"("targetArgumentId");

-- CreateIndex
CREATE UNIQUE INDEX "DialecticalRelationship_sourceArgumentId_targetArgumentId_key" ON "DialecticalRelationship"("sourceArgumentId", "targetArgumentId");

-- CreateIndex
CREATE UNIQUE INDEX "Version_argumentId_userId_versionNumber_key" ON "Version"("argumentId", "userId", "versionNumber");

-- CreateIndex
CREATE UNIQUE INDEX "SavedProof_argumentId_key" ON "SavedProof"("argumentId");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "ThrottleEvent_key_createdAt_idx" ON "ThrottleEvent"("key", "createdAt");

-- CreateIndex
CREATE INDEX "ThrottleEvent_createdAt_idx" ON "ThrottleEvent"("createdAt");

-- AddForeignKey
ALTER TABLE "Argument" ADD CONSTRAINT "Argument_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Claim" ADD CONSTRAINT "Claim_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserArgumentEvaluation" ADD CONSTRAINT "UserArgumentEvaluation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserArgumentEvaluation" ADD CONSTRAINT "UserArgumentEvaluation_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConditionalProbability" ADD CONSTRAINT "ConditionalProbability_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DependencySettings" ADD CONSTRAINT "DependencySettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DependencySettings" ADD CONSTRAINT "DependencySettings_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserSettings" ADD CONSTRAINT "UserSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DialecticalRelationship" ADD CONSTRAINT "DialecticalRelationship_sourceArgumentId_fkey" FOREIGN KEY ("sourceArgumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DialecticalRelationship" ADD CONSTRAINT "DialecticalRelationship_targetArgumentId_fkey" FOREIGN KEY ("targetArgumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DialecticalRelationship" ADD CONSTRAINT "DialecticalRelationship_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Version" ADD CONSTRAINT "Version_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Version" ADD CONSTRAINT "Version_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Version" ADD CONSTRAINT "Version_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Version"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedProof" ADD CONSTRAINT "SavedProof_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
