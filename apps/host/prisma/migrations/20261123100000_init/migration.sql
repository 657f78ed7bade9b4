-- CreateTable
CREATE TABLE "User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'USER',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Argument" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "summarizedDescription" TEXT NOT NULL DEFAULT '',
    "argumentType" TEXT NOT NULL DEFAULT 'INDUCTIVE',
    "argumentFormId" INTEGER,
    "logicSystemId" INTEGER,
    "totalInferenceEval" REAL,
    "totalEvidenceEval" REAL,
    "visibility" TEXT NOT NULL DEFAULT 'PRIVATE',
    "provedDeductiveUsingSystem" TEXT NOT NULL DEFAULT 'propositional',
    "ownerId" INTEGER NOT NULL,
    "shareToken" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Argument_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Claim" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "argumentId" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "negationContent" TEXT,
    CONSTRAINT "Claim_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserArgumentEvaluation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "argumentId" INTEGER NOT NULL,
    "evaluationMode" TEXT NOT NULL,
    "inferenceStrength" REAL NOT NULL,
    "fallbackSupport" REAL NOT NULL,
    "evaluationSettings" TEXT NOT NULL DEFAULT '{}',
    "premiseProbabilities" TEXT NOT NULL DEFAULT '[]',
    "conclusionProbability" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserArgumentEvaluation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserArgumentEvaluation_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ConditionalProbability" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "antecedentClaims" TEXT NOT NULL,
    "consequentClaims" TEXT NOT NULL,
    "conditionalProbability" REAL NOT NULL,
    "source" TEXT,
    "metadata" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ConditionalProbability_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DependencySettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "argumentId" INTEGER NOT NULL,
    "dependencies" TEXT NOT NULL DEFAULT '{}',
    "premiseConditionals" TEXT NOT NULL DEFAULT '{}',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DependencySettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DependencySettings_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "detailLevel" TEXT NOT NULL,
    "conviction" REAL NOT NULL,
    "constraintResolutionMode" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DialecticalRelationship" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sourceArgumentId" INTEGER NOT NULL,
    "targetArgumentId" INTEGER NOT NULL,
    "linkType" TEXT NOT NULL DEFAULT 'refute',
    "targetClaimId" TEXT,
    "createdById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DialecticalRelationship_sourceArgumentId_fkey" FOREIGN KEY ("sourceArgumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DialecticalRelationship_targetArgumentId_fkey" FOREIGN KEY ("targetArgumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DialecticalRelationship_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Version" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "argumentId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "versionNumber" INTEGER NOT NULL,
    "isCurrent" BOOLEAN NOT NULL DEFAULT false,
    "isCanonical" BOOLEAN NOT NULL DEFAULT false,
    "changeSummary" TEXT NOT NULL DEFAULT '',
    "snapshot" TEXT NOT NULL,
    "parentId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Version_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Version_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Version_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Version" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SavedProof" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "argumentId" INTEGER NOT NULL,
    "proofState" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SavedProof_argumentId_fkey" FOREIGN KEY ("argumentId") REFERENCES "Argument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
CREATE UNIQUE INDEX "Version_argumentId_versionNumber_key" ON "Version"("argumentId", "versionNumber");

-- CreateIndex
CREATE UNIQUE INDEX "SavedProof_argumentId_key" ON "SavedProof"("argumentId");
